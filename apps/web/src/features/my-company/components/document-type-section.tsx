import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyDocument } from '@registry/contract/company/company-document';
import type { UploadedFile } from '@registry/contract/files/upload';
import type { TypeDocumentCompany } from '@registry/contract/platform/list-type-document-companies';
import { HelpBadge } from '../../../components/ui/help-badge';
import { FileUploader } from '../../files/components/file-uploader';
import { HistoryButton } from '../../files/components/history-button';
import type { Downloads } from '../../files/hooks/use-download';
import { formatFileDate } from '../../files/utils/format-file-date';
import { RequiredMark } from './required-mark';

interface DocumentTypeSectionProps {
  type: TypeDocumentCompany;
  /** The type's current documents (last = true). */
  documents: readonly CompanyDocument[];
  isEditing: boolean;
  /** The save was refused because this required type has no file. */
  isMissing: boolean;
  downloads: Downloads;
  /** Whether older versions of this type exist (the history button opens). */
  hasHistory: boolean;
  onHistory: (type: TypeDocumentCompany, documentId: number) => void;
  onUploaded: (files: UploadedFile[]) => void;
  onBusyChange: (isBusy: boolean) => void;
}

/**
 * One company document type of the billing or due-diligence tab: its name,
 * required mark and helper (behind a help badge); its current files with
 * download, download-all and history; in the edit state, an uploader (one
 * file, or up to 100 when the type takes several).
 */
export function DocumentTypeSection({
  type,
  documents,
  isEditing,
  isMissing,
  downloads,
  hasHistory,
  onHistory,
  onUploaded,
  onBusyChange,
}: DocumentTypeSectionProps) {
  const { t, i18n } = useTranslation('myCompany');
  const headingId = useId();
  const first = documents[0];
  const isRequired = type.isRequired === 1;
  return (
    <div
      className={`border rounded p-3 mb-3${isMissing ? ' border-danger' : ''}`}
      role="group"
      aria-labelledby={headingId}
      aria-describedby={type.helper ? `${headingId}-helper` : undefined}
      data-testid={`document-type-${type.id}`}
    >
      <div className="d-flex align-items-center mb-2">
        <h4 id={headingId} className="h6 mb-0">
          {type.description}
          {isRequired && <RequiredMark />}
        </h4>
        {type.helper && (
          <HelpBadge subject={type.description} text={type.helper} textId={`${headingId}-helper`} />
        )}
      </div>
      {documents.length === 0 ? (
        <p className="text-body-secondary mb-2">{t('documents.none')}</p>
      ) : (
        <>
          <ul
            className="list-unstyled mb-2"
            aria-label={t('documents.current', { type: type.description })}
          >
            {documents.map((document) => (
              <li key={document.id} className="d-flex flex-wrap align-items-center gap-2 mb-1">
                <span className="text-break">{document.fileName}</span>
                <small className="text-body-secondary">
                  {t('documents.uploadedOn', {
                    date: formatFileDate(document.created, i18n.language),
                  })}
                </small>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  aria-label={t('documents.downloadFile', { name: document.fileName })}
                  onClick={() => void downloads.downloadDocument(document.id)}
                >
                  {t('documents.download')}
                </button>
              </li>
            ))}
          </ul>
          {first && (
            <div className="d-flex flex-wrap gap-2 mb-2">
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                aria-label={t('documents.downloadAllOf', { type: type.description })}
                onClick={() => void downloads.downloadAllDocuments(first.id)}
              >
                {t('documents.downloadAll')}
              </button>
              <HistoryButton
                hasHistory={hasHistory}
                label={t('documents.historyOf', { type: type.description })}
                onOpen={() => onHistory(type, first.id)}
              >
                {t('documents.history')}
              </HistoryButton>
            </div>
          )}
        </>
      )}
      {isEditing && (
        <FileUploader
          fileType="document"
          multiple={type.multiple}
          label={t('documents.upload', { type: type.description })}
          helpText={t(type.multiple === 0 ? 'documents.replaceHelp' : 'documents.addHelp')}
          onUploaded={onUploaded}
          onBusyChange={onBusyChange}
        />
      )}
      {isMissing && <p className="text-danger small mb-0 mt-2">{t('documents.missing')}</p>}
    </div>
  );
}
