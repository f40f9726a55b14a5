import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyDocument } from '@registry/contract/company/company-document';
import type { TypeDocumentCompany } from '@registry/contract/platform/list-type-document-companies';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import {
  DocumentHistoryModal,
  type HistorySource,
} from '../../files/components/document-history-modal';
import { useDownload } from '../../files/hooks/use-download';
import type { Uploads } from '../hooks/use-uploads';
import { documentsOfType } from '../utils/documents-by-type';
import { DocumentTypeSection } from './document-type-section';

interface DocumentTypesListProps {
  /** The tab's document types (billing, or due diligence). */
  types: readonly TypeDocumentCompany[];
  /** The company's current documents of every type. */
  documents: readonly CompanyDocument[];
  /** Ids of the types that have older versions. */
  typeIdsWithHistory: readonly number[];
  isEditing: boolean;
  /** Ids (as text) of required types the last save attempt found without a file. */
  missingTypeIds: ReadonlySet<string>;
  uploads: Uploads;
}

/**
 * The document types of a tab, each with its files and uploader, the history
 * modal of a type, and the loading overlay while a download is prepared.
 */
export function DocumentTypesList({
  types,
  documents,
  typeIdsWithHistory,
  isEditing,
  missingTypeIds,
  uploads,
}: DocumentTypesListProps) {
  const { t } = useTranslation('myCompany');
  const downloads = useDownload();
  const [history, setHistory] = useState<{ source: HistorySource; title: string } | null>(null);
  return (
    <>
      {types.map((type) => (
        <DocumentTypeSection
          key={type.id}
          type={type}
          documents={documentsOfType(documents, type.id)}
          isEditing={isEditing}
          isMissing={
            missingTypeIds.has(String(type.id)) &&
            (uploads.uploads[String(type.id)] ?? []).length === 0
          }
          downloads={downloads}
          hasHistory={typeIdsWithHistory.includes(type.id)}
          onHistory={(historyType, documentId) =>
            setHistory({
              source: { kind: 'document', documentId },
              title: historyType.description,
            })
          }
          onUploaded={(files) => uploads.setFiles(String(type.id), files)}
          onBusyChange={(isBusy) => uploads.setBusy(String(type.id), isBusy)}
        />
      ))}
      <DocumentHistoryModal
        source={history?.source ?? null}
        title={history?.title ?? ''}
        onClose={() => setHistory(null)}
      />
      <LoadingOverlay show={downloads.isPreparing} label={t('documents.preparing')} />
    </>
  );
}
