import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
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
  return { rows, isLoading: query.isPending, isError: query.isError || query.data?.status === 0 };
}

const COLUMNS = ['fileName', 'created', 'updated', 'actions'] as const;

/**
 * The document history and logo history modals (spec section 2): titled with
 * the document type, a table of the older versions (last = false) with file
 * name, created, updated and a download button; a close button.
 */
export function DocumentHistoryModal({ source, title, onClose }: DocumentHistoryModalProps) {
  const { t, i18n } = useTranslation('files');
  const titleId = useId();
  const { rows, isLoading, isError } = useHistoryRows(source);
  const downloads = useDownload();
  const download = (id: number) =>
    source?.kind === 'logo' ? downloads.downloadLogo(id) : downloads.downloadDocument(id);

  return (
    <Modal show={source !== null} onHide={onClose} centered size="lg" aria-labelledby={titleId}>
      <Modal.Header>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {isLoading ? (
          <LoadingSpinner label={t('history.loading')} />
        ) : isError || !rows ? (
          <div role="alert" className="alert alert-danger mb-0" data-testid="history-error">
            {t('history.loadError')}
          </div>
        ) : (
          <div className="table-responsive">
            <table className="table align-middle mb-0">
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <th scope="col" key={column}>
                      {t(`history.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={COLUMNS.length} className="text-center py-3">
                      {t('history.empty')}
                    </td>
                  </tr>
                ) : (
                  rows.map((row) => (
                    <tr key={row.id}>
                      <th scope="row" className="fw-normal text-break">
                        {row.fileName}
                      </th>
                      <td>{formatFileDate(row.created, i18n.language)}</td>
                      <td>{formatFileDate(row.updated, i18n.language)}</td>
                      <td>
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-primary"
                          aria-label={t('history.downloadFile', { name: row.fileName })}
                          onClick={() => void download(row.id)}
                        >
                          {t('history.download')}
                        </button>
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('history.close')}
        </button>
      </Modal.Footer>
      <LoadingOverlay show={downloads.isPreparing} label={t('download.preparing')} />
    </Modal>
  );
}
