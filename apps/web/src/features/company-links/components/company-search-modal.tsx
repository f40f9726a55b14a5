import '../../../components/ui/data-table.css';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeMessage } from '@registry/contract/common/envelope';
import {
  isSearchLongEnough,
  type CompanySearchResult,
} from '@registry/contract/company-links/search-companies';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { Modal } from '../../../components/ui/modal';
import { formatDocumentNumberShown } from '../../../lib/format-document-number';
import { useChangeCompanyRequest } from '../api/change-company-request';
import { useSearchCompanies } from '../api/search-companies';
import { firstCodeMessage } from '../utils/first-code-message';
import { FailureAlert } from './failure-alert';
import { SearchResultAction } from './search-result-action';

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
  const label = (column: (typeof COLUMNS)[number]) => t(`links.search.columns.${column}`);
  const errorId = `${inputId}-error`;

  return (
    <>
      <Modal
        show={show && selected === null}
        onClose={close}
        size="lg"
        title={t('links.search.title')}
        testId="company-search-modal"
      >
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
            <table className="table table-hover align-middle mb-0 data-table">
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
                      <th scope="row" className="fw-normal" data-label={label('name')}>
                        {company.name}
                      </th>
                      <td className="font-monospace" data-label={label('companyId')}>
                        {company.companyId}
                      </td>
                      <td data-label={label('documentType')}>{company.documentType}</td>
                      <td data-label={label('documentNumber')}>
                        {formatDocumentNumberShown(company)}
                      </td>
                      <td data-label={label('actions')}>
                        <SearchResultAction
                          company={company}
                          onRequest={(chosen) => {
                            setFailure(null);
                            setSelected(chosen);
                          }}
                        />
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        )}
      </Modal>
      <ConfirmDialog
        show={show && selected !== null}
        title={t('links.confirmAdd.title')}
        consequence={t('links.confirmAdd.body', { name: selected?.name ?? '' })}
        confirmLabel={t('links.confirmAdd.confirm')}
        cancelLabel={t('links.confirmAdd.cancel')}
        onCancel={() => setSelected(null)}
        onConfirm={() => {
          if (selected) request(selected);
        }}
        isPending={change.isPending}
        testId="accept-company-confirm"
      />
    </>
  );
}
