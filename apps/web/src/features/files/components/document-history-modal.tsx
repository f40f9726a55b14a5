import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { Modal } from '../../../components/ui/modal';
import { useLatest } from '../../../hooks/use-latest';
import { useDocumentHistory } from '../api/document-history';
import { useMediaHistory } from '../api/media-history';
import { useDownload } from '../hooks/use-download';
import { formatFileDate } from '../utils/format-file-date';

/** Whose older versions the modal lists. */
export type HistorySource =
  /** A document type of a company: the id of any of its documents (usually the current one). */
  | { kind: 'document'; documentId: number }
  /** A company's logos: the id of one of them (usually the current one) and the company's id. */
  | { kind: 'logo'; mediaId: number; companyId: number };

export interface DocumentHistoryModalProps {
  /** What to list; null hides the modal. */
  source: HistorySource | null;
  /** The modal's title: the document type's description, or the logo's label. */
  title: string;
  onClose: () => void;
}

interface HistoryRow {
  id: number;
  fileName: string;
  created: string;
  updated: string;
}

function useHistoryRows(source: HistorySource | null) {
  const documents = useDocumentHistory(
    source?.kind === 'document' ? source.documentId : 0,
    source?.kind === 'document',
  );
  const logos = useMediaHistory(
    source?.kind === 'logo' ? source.mediaId : 0,
    source?.kind === 'logo' ? source.companyId : 0,
    source?.kind === 'logo',
  );
  const query = source?.kind === 'logo' ? logos : documents;
  const rows: HistoryRow[] | undefined = query.data?.companiesDocuments;
  return {
    rows,
    isLoading: query.isPending,
    isError: query.isError || query.data?.status === 0,
    retry: () => void query.refetch(),
  };
}

const column = createDataTableColumns<HistoryRow>();
const NO_ROWS: HistoryRow[] = [];

/**
 * The document history and logo history modals (spec section 2): titled with
 * the document type, a table of the older versions (last = false) with file
 * name, created, updated and a download button; a close button.
 */
export function DocumentHistoryModal({ source, title, onClose }: DocumentHistoryModalProps) {
  const { t, i18n } = useTranslation('files');
  const { rows, isLoading, isError, retry } = useHistoryRows(source);
  const downloads = useDownload();
  const download = useLatest((id: number) =>
    source?.kind === 'logo' ? downloads.downloadLogo(id) : downloads.downloadDocument(id),
  );
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('fileName', {
          header: t('history.fileName'),
          meta: { isRowHeader: true },
        }),
        column.accessor((row) => formatFileDate(row.created, i18n.language), {
          id: 'created',
          header: t('history.created'),
        }),
        column.accessor((row) => formatFileDate(row.updated, i18n.language), {
          id: 'updated',
          header: t('history.updated'),
        }),
        column.display({
          id: 'actions',
          header: t('history.actions'),
          cell: ({ row }) => (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              aria-label={t('history.downloadFile', { name: row.original.fileName })}
              onClick={() => void download.current(row.original.id)}
            >
              {t('history.download')}
            </button>
          ),
        }),
      ]),
    [t, i18n.language, download],
  );

  return (
    <Modal show={source !== null} onClose={onClose} size="lg" title={title}>
      <DataTable
        columns={columns}
        data={rows ?? NO_ROWS}
        caption={title}
        isCaptionHidden
        getRowId={(row) => String(row.id)}
        isLoading={isLoading}
        error={isError || (!isLoading && !rows) ? t('history.loadError') : null}
        onRetry={retry}
        emptyText={t('history.empty')}
      />
      <LoadingOverlay show={downloads.isPreparing} label={t('download.preparing')} />
    </Modal>
  );
}
