import { useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import { useTranslation } from 'react-i18next';
import type { CompanyDocumentGroup } from '@registry/contract/company/company-document';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { DocumentHistoryModal } from '../../files/components/document-history-modal';
import { HistoryButton } from '../../files/components/history-button';
import { useDownload } from '../../files/hooks/use-download';
import { formatFileDate } from '../../files/utils/format-file-date';

interface DocumentsAccordionProps {
  groups: readonly CompanyDocumentGroup[];
  /** Shown when the company has no document of these types. */
  emptyText: string;
  testId: string;
}

const COLUMNS = ['fileName', 'created', 'actions'] as const;

/**
 * A company's documents grouped by document type (spec section 2): an
 * accordion whose first group starts open; each group lists only its latest
 * versions (last = true) with file name, created date and a download button,
 * plus download-all and history buttons. The loading overlay covers the page
 * while a download is being prepared.
 */
export function DocumentsAccordion({ groups, emptyText, testId }: DocumentsAccordionProps) {
  const { t, i18n } = useTranslation(['companyView', 'files']);
  const downloads = useDownload();
  const [history, setHistory] = useState<{ documentId: number; title: string } | null>(null);

  if (groups.length === 0) {
    return (
      <p className="text-body-secondary" data-testid={testId}>
        {emptyText}
      </p>
    );
  }

  return (
    <div data-testid={testId}>
      <Accordion defaultActiveKey={['0']} alwaysOpen className="mb-3">
        {groups.map((group, index) => {
          const type = group.typeDocumentCompany.description;
          const latest = group.documents.filter((document) => document.last);
          const first = latest[0] ?? group.documents[0];
          return (
            <Accordion.Item eventKey={String(index)} key={group.typeDocumentCompany.id}>
              <Accordion.Header as="h3">{type}</Accordion.Header>
              <Accordion.Body>
                <div className="table-responsive">
                  <table className="table align-middle mb-2">
                    <caption className="visually-hidden">{type}</caption>
                    <thead>
                      <tr>
                        {COLUMNS.map((column) => (
                          <th scope="col" key={column}>
                            {t(`companyView:documents.columns.${column}`)}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {latest.length === 0 ? (
                        <tr>
                          <td colSpan={COLUMNS.length} className="text-center py-3">
                            {t('companyView:documents.noCurrent')}
                          </td>
                        </tr>
                      ) : (
                        latest.map((document) => (
                          <tr key={document.id}>
                            <th scope="row" className="fw-normal text-break">
                              {document.fileName}
                            </th>
                            <td>{formatFileDate(document.created, i18n.language)}</td>
                            <td>
                              <button
                                type="button"
                                className="btn btn-sm btn-outline-primary"
                                aria-label={t('files:download.file', { name: document.fileName })}
                                onClick={() => void downloads.downloadDocument(document.id)}
                              >
                                {t('companyView:documents.download')}
                              </button>
                            </td>
                          </tr>
                        ))
                      )}
                    </tbody>
                  </table>
                </div>
                <div className="d-flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn btn-sm btn-primary"
                    aria-label={t('files:download.allOf', { type })}
                    disabled={latest.length === 0}
                    onClick={() => {
                      if (latest[0]) void downloads.downloadAllDocuments(latest[0].id);
                    }}
                  >
                    {t('files:download.all')}
                  </button>
                  <HistoryButton
                    hasHistory={group.documents.some((document) => !document.last)}
                    label={t('files:download.historyOf', { type })}
                    onOpen={() => {
                      if (first) setHistory({ documentId: first.id, title: type });
                    }}
                  >
                    {t('files:download.history')}
                  </HistoryButton>
                </div>
              </Accordion.Body>
            </Accordion.Item>
          );
        })}
      </Accordion>
      <DocumentHistoryModal
        source={history ? { kind: 'document', documentId: history.documentId } : null}
        title={history?.title ?? ''}
        onClose={() => setHistory(null)}
      />
      <LoadingOverlay show={downloads.isPreparing} label={t('files:download.preparing')} />
    </div>
  );
}
