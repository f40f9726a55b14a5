import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CodeMessage } from '@registry/contract/common/envelope';
import type { CompanyRequest } from '@registry/contract/company-links/company-request';
import { CodeMessagesAlert } from '../../../components/ui/code-messages-alert';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { ApiTokenField } from './api-token-field';
import { useChangeCompanyRequest, type RequestChange } from '../api/change-company-request';
import { useCompanyRequests } from '../api/company-requests';
import { firstCodeMessage } from '../utils/first-code-message';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { AnswerRequestDialog } from './answer-request-dialog';
import { CompanySearchModal } from './company-search-modal';
import { CopyField } from './copy-field';
import { FailureAlert } from './failure-alert';
import { LinkUsersModal } from './link-users-modal';
import { RequestsTable } from './requests-table';

export type ConnectivityTabProps = {
  /** The company's public platform id. */
  platformId: string;
  /** The company's API token. */
  hashId: string;
};

type Outcome =
  { variant: 'success'; messages: CodeMessage[] } | { variant: 'danger'; message: CodeMessage };

/**
 * My Company tab 4, Connectivity (spec sections 2 and 4): the platform id with
 * a copy button, the API token masked (copy; regenerate for admins), the way
 * to the API keys and webhooks (/register-api), the company search modal, and the requests the company sent and received with
 * their actions and confirmations.
 */
export function ConnectivityTab({ platformId, hashId }: ConnectivityTabProps) {
  const { t } = useTranslation('companyView');
  const headingId = useId();
  const requests = useCompanyRequests();
  const change = useChangeCompanyRequest();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isSearching, setIsSearching] = useState(false);
  const [usersOf, setUsersOf] = useState<number | null>(null);
  const [answering, setAnswering] = useState<CompanyRequest | null>(null);
  const [deleting, setDeleting] = useState<CompanyRequest | null>(null);
  const [isLoadFailureHidden, setIsLoadFailureHidden] = useState(false);

  const run = (requestChange: RequestChange, done: () => void) => {
    setOutcome(null);
    change.mutate(requestChange, {
      onSuccess: (answer) => {
        done();
        setOutcome({ variant: 'success', messages: answer.codeMessages });
      },
      onError: (error) => {
        done();
        setOutcome({
          variant: 'danger',
          message: firstCodeMessage(error, t('links.errors.generic')),
        });
      },
    });
  };

  const own = requests.data?.companyReques ?? [];
  const received = requests.data?.companyRequestCompany ?? [];
  const usersRequest = own.find((request) => request.id === usersOf) ?? null;
  const loadFailure = requests.isError
    ? firstCodeMessage(requests.error, t('links.errors.load'))
    : null;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="h4 mb-3">
        {t('links.title')}
      </h2>
      <div className="row">
        <div className="col-lg-6">
          <CopyField label={t('links.platformId')} value={platformId} />
        </div>
        <div className="col-lg-6">
          <ApiTokenField hashId={hashId} />
        </div>
      </div>
      <p>
        {t('links.apiAccessHint')} <Link to="/register-api">{t('links.apiAccessLink')}</Link>.
      </p>

      <div aria-live="polite" className="mb-3">
        {outcome?.variant === 'danger' && (
          <FailureAlert message={outcome.message} onClose={() => setOutcome(null)} />
        )}
        {outcome?.variant === 'success' && (
          <CodeMessagesAlert
            variant="success"
            messages={outcome.messages}
            onClose={() => setOutcome(null)}
            closeLabel={t('links.errors.dismiss')}
            testId="company-links-success"
          />
        )}
      </div>

      <button
        type="button"
        className="btn btn-success mb-4"
        onClick={() => {
          setOutcome(null);
          setIsSearching(true);
        }}
      >
        {t('links.searchCompany')}
      </button>

      {requests.isPending ? (
        <LoadingSpinner label={t('links.loading')} />
      ) : loadFailure ? (
        <div>
          {!isLoadFailureHidden && (
            <FailureAlert
              message={loadFailure}
              onClose={() => setIsLoadFailureHidden(true)}
              className="mb-2"
            />
          )}
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => {
              setIsLoadFailureHidden(false);
              void requests.refetch();
            }}
          >
            {t('links.retry')}
          </button>
        </div>
      ) : (
        <>
          <h3 className="h5">{t('links.own.title')}</h3>
          <RequestsTable
            kind="own"
            requests={own}
            caption={t('links.own.title')}
            onUsers={(request) => setUsersOf(request.id)}
            onAnswer={setAnswering}
            onDelete={setDeleting}
          />
          <h3 className="h5 mt-4">{t('links.received.title')}</h3>
          <RequestsTable
            kind="received"
            requests={received}
            caption={t('links.received.title')}
            onUsers={(request) => setUsersOf(request.id)}
            onAnswer={setAnswering}
            onDelete={setDeleting}
          />
        </>
      )}

      <CompanySearchModal
        show={isSearching}
        onClose={() => setIsSearching(false)}
        onRequested={(messages) => setOutcome({ variant: 'success', messages })}
      />
      <LinkUsersModal request={usersRequest} onClose={() => setUsersOf(null)} />
      <AnswerRequestDialog
        request={answering}
        isPending={change.isPending}
        onCancel={() => setAnswering(null)}
        onAnswer={(request, answer) =>
          run({ kind: answer, id: request.id }, () => setAnswering(null))
        }
      />
      <ConfirmDialog
        show={deleting !== null}
        title={t('links.confirmDelete.title')}
        consequence={t('links.confirmDelete.body', { name: deleting?.name ?? '' })}
        confirmLabel={t('links.confirmDelete.confirm')}
        cancelLabel={t('links.confirmDelete.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) run({ kind: 'delete', id: deleting.id }, () => setDeleting(null));
        }}
        isIrreversible
        isPending={change.isPending}
        testId="delete-request-confirm"
      />
    </section>
  );
}
