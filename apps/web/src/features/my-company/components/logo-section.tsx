import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyCompany } from '@registry/contract/company/my-company';
import { DocumentHistoryModal } from '../../files/components/document-history-modal';
import { HistoryButton } from '../../files/components/history-button';
import { FileUploader } from '../../files/components/file-uploader';
import type { Downloads } from '../../files/hooks/use-download';
import { formatFileDate } from '../../files/utils/format-file-date';
import type { Uploads } from '../hooks/use-uploads';

interface LogoSectionProps {
  company: MyCompany;
  isEditing: boolean;
  downloads: Downloads;
  /** Where the logo uploaded in the edit state goes (key 'logo'). */
  uploads: Uploads;
}

/** Tab 1's logo: the current one with download and history; a new one in the edit state. */
export function LogoSection({ company, isEditing, downloads, uploads }: LogoSectionProps) {
  const { t, i18n } = useTranslation('myCompany');
  const [isHistoryShown, setIsHistoryShown] = useState(false);
  const logo = company.companiesMedia;
  return (
    <div className="border rounded p-3 mb-3" role="group" aria-labelledby="my-company-logo-title">
      <h3 id="my-company-logo-title" className="h6">
        {t('general.logo.title')}
      </h3>
      {logo ? (
        <p className="mb-2">
          <span className="text-break">{logo.fileName}</span>{' '}
          <small className="text-body-secondary">
            {t('documents.uploadedOn', { date: formatFileDate(logo.created, i18n.language) })}
          </small>
        </p>
      ) : (
        <p className="mb-2 text-body-secondary">{t('general.logo.none')}</p>
      )}
      {logo && (
        <div className="d-flex flex-wrap gap-2 mb-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            aria-label={t('general.logo.downloadLabel', { name: logo.fileName })}
            onClick={() => void downloads.downloadLogo(logo.id)}
          >
            {t('documents.download')}
          </button>
          <HistoryButton
            hasHistory={company.hasLogoHistory}
            label={t('general.logo.historyLabel')}
            onOpen={() => setIsHistoryShown(true)}
          >
            {t('documents.history')}
          </HistoryButton>
        </div>
      )}
      {isEditing && (
        <FileUploader
          fileType="logo"
          id="my-company-logo-upload"
          label={t('general.logo.new')}
          helpText={t('general.logo.help')}
          onUploaded={(files) => uploads.setFiles('logo', files)}
          onBusyChange={(isBusy) => uploads.setBusy('logo', isBusy)}
        />
      )}
      <DocumentHistoryModal
        source={
          isHistoryShown && logo ? { kind: 'logo', mediaId: logo.id, companyId: company.id } : null
        }
        title={t('general.logo.historyTitle')}
        onClose={() => setIsHistoryShown(false)}
      />
    </div>
  );
}
