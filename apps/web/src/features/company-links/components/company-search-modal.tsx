import { formatDocumentNumberShown } from '../../../lib/format-document-number';
import { useId, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { CodeMessage } from '@registry/contract/common/envelope';
import {
  isSearchLongEnough,
  type CompanySearchResult,
} from '@registry/contract/company-links/search-companies';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useChangeCompanyRequest } from '../api/change-company-request';
import { useSearchCompanies } from '../api/search-companies';
import { firstCodeMessage } from '../utils/first-code-message';
import { ConfirmDialog } from './confirm-dialog';
import { FailureAlert } from './failure-alert';

interface CompanySearchModalProps {
  show: boolean;
  onClose: () => void;
  /** A request was sent: the modal closes and the tab shows the API's messages. */
  onRequested: (messages: CodeMessage[]) => void;
}

const COLUMNS = ['name', 'companyId', 'documentType', 'documentNumber', 'actions'] as const;

/**
 * The company search modal (spec sections 2 and 5): at least 2 characters
 * after trimming (searchHigherTwo), on Enter or the button; a results table
 * whose request action asks first (the accept-company confirm); a
 * not-found-information row when nothing matches.
 */
export function CompanySearchModal({ show, onClose, onRequested }: CompanySearchModalProps) {
  const { t } = useTranslation('companyView');
  const titleId = useId();
  const inputId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<CodeMessage | null>(null);
  const [selected, setSelected] = useState<CompanySearchResult | null>(null);
  const search = useSearchCompanies();
  const change = useChangeCompanyRequest();
  const fallback = t('links.errors.generic');

  const close = () => {
    setText('');
    setInvalid(false);
    setFailure(null);
    search.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!isSearchLongEnough(text)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    search.mutate(text, { onError: (error) => setFailure(firstCodeMessage(error, fallback)) });
  };

  const request = (company: CompanySearchResult) => {
    change.mutate(
      { kind: 'add', id: company.id },
      {
        onSuccess: (answer) => {
          setSelected(null);
          close();
          onRequested(answer.codeMessages);
        },
        onError: (error) => {
          setSelected(null);
          setFailure(firstCodeMessage(error, fallback));
        },
      },
    );
  };

  const companies = search.data?.companies;
  const errorId = `${inputId}-error`;

  return (
    <>
      <Modal
        show={show && selected === null}
        onHide={close}
        centered
        size="lg"
        aria-labelledby={titleId}
        data-testid="company-search-modal"
      >
        <Modal.Header>
          <Modal.Title id={titleId} as="h2" className="h5">
            {t('links.search.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <form role="search" onSubmit={submit} noValidate className="mb-3">
            <label className="form-label" htmlFor={inputId}>
              {t('links.search.label')}
            </label>
            <div className="input-group has-validation">
              <input
                id={inputId}
                type="search"
                className={`form-control${invalid ? ' is-invalid' : ''}`}
                value={text}
                onChange={(event) => setText(event.target.value)}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? errorId : undefined}
                autoComplete="off"
              />
              <button type="submit" className="btn btn-primary" disabled={search.isPending}>
                {t('links.search.submit')}
              </button>
              <div id={errorId} className="invalid-feedback">
                {invalid && t('validationsMessage.searchHigherTwo')}
              </div>
            </div>
          </form>
          <div aria-live="polite">
            {failure && (
              <FailureAlert message={failure} onClose={() => setFailure(null)} className="mb-3" />
            )}
          </div>
          {search.isPending && <LoadingSpinner label={t('links.search.searching')} />}
          {companies && !search.isPending && (
            <div className="table-responsive">
              <table className="table table-hover align-middle mb-0">
                <caption className="visually-hidden">{t('links.search.caption')}</caption>
                <thead>
                  <tr>
                    {COLUMNS.map((column) => (
                      <th scope="col" key={column}>
                        {t(`links.search.columns.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {companies.length === 0 ? (
                    <tr>
                      <td
                        colSpan={COLUMNS.length}
                        className="text-center py-3"
                        data-testid="company-search-not-found"
                      >
                        {t('links.search.notFound')}
                      </td>
                    </tr>
                  ) : (
                    companies.map((company) => (
                      <tr key={company.id}>
                        <th scope="row" className="fw-normal">
                          {company.name}
                        </th>
                        <td className="font-monospace">{company.companyId}</td>
                        <td>{company.documentType}</td>
                        <td>{formatDocumentNumberShown(company)}</td>
                        <td>
                          <button
                            type="button"
                            className="btn btn-sm btn-success"
                            aria-label={t('links.search.requestOf', { name: company.name })}
                            onClick={() => {
                              setFailure(null);
                              setSelected(company);
                            }}
                          >
                            {t('links.search.request')}
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
          <button type="button" className="btn btn-secondary" onClick={close}>
            {t('links.search.close')}
          </button>
        </Modal.Footer>
      </Modal>
      <ConfirmDialog
        show={show && selected !== null}
        title={t('links.confirmAdd.title')}
        cancelLabel={t('links.confirmAdd.cancel')}
        onCancel={() => setSelected(null)}
        isBusy={change.isPending}
        testId="accept-company-confirm"
        actions={[
          {
            label: t('links.confirmAdd.confirm'),
            variant: 'success',
            onClick: () => {
              if (selected) request(selected);
            },
          },
        ]}
      >
        <p className="mb-0">{t('links.confirmAdd.body', { name: selected?.name ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}
