import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CodeMessage } from '@registry/contract/common/envelope';
import type { CompanyUser } from '@registry/contract/users/company-user';
import { USERS_PAGE_SIZE } from '@registry/contract/users/search-users';
import { CodeMessagesAlert } from '../../../components/ui/code-messages-alert';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useSession } from '../../../hooks/use-session';
import { useUsers, type UsersSearch } from '../api/search-users';
import { useUpdateUser, type UserChange } from '../api/update-user';
import { errorMessages } from '../utils/error-messages';
import { NEW_USER_PATH, readNotice } from '../utils/users-notice';
import { DeactivateUserDialog } from './deactivate-user-dialog';
import { EditPermitsDialog } from './edit-permits-dialog';
import { UsersPagination } from './users-pagination';
import { UsersSearchForm } from './users-search-form';
import { UsersTable } from './users-table';
import { PageHeader } from '../../../components/ui/page-header';

type Outcome = { variant: 'success' | 'danger'; messages: CodeMessage[] };

/**
 * /users, for company admins (spec sections 2 and 6): the company's users with
 * search, paging, the active and contact switches (deactivating asks first)
 * and the permits dialog.
 */
export function UsersPage() {
  const { t } = useTranslation('users');
  const title = useRouteTitle();
  const claims = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useState<UsersSearch>({ text: '', page: 1 });
  const [outcome, setOutcome] = useState<Outcome | null>(() => {
    const notice = readNotice(location.state);
    return notice.length ? { variant: 'success', messages: notice } : null;
  });
  const [confirming, setConfirming] = useState<CompanyUser | null>(null);
  const [editing, setEditing] = useState<CompanyUser | null>(null);
  const users = useUsers(claims?.companyId ?? 0, search);
  const update = useUpdateUser();

  // The notice is shown once: a reload or a return to this entry does not repeat it.
  useEffect(() => {
    if (readNotice(location.state).length) {
      void navigate(location.pathname, { replace: true, state: null });
    }
  }, [location.state, location.pathname, navigate]);

  if (!claims) return null;

  const change = (userChange: UserChange) => {
    setOutcome(null);
    update.mutate(userChange, {
      onSuccess: (answer) => setOutcome({ variant: 'success', messages: answer.codeMessages }),
      onError: (error) =>
        setOutcome({ variant: 'danger', messages: errorMessages(error, t('errors.save')) }),
    });
  };

  const pages = users.data ? Math.ceil(users.data.total / USERS_PAGE_SIZE) : 0;

  return (
    <section aria-labelledby="users-title">
      <PageHeader
        title={title}
        titleId="users-title"
        description={t('list.intro', { company: claims.company.name })}
        actions={
          <Link to={NEW_USER_PATH} className="btn btn-success">
            {t('list.newUser')}
          </Link>
        }
      />

      <div aria-live="polite" className="mb-3">
        {outcome && (
          <CodeMessagesAlert
            variant={outcome.variant}
            messages={outcome.messages}
            onClose={() => setOutcome(null)}
            closeLabel={t('list.closeMessage')}
            testId="users-outcome"
          />
        )}
      </div>

      <UsersSearchForm
        isSearching={users.isFetching}
        onSearch={(text) => setSearch({ text, page: 1 })}
      />

      {users.isPending ? (
        <LoadingSpinner label={t('list.loading')} />
      ) : users.isError ? (
        <div className="d-flex flex-column align-items-start gap-2">
          <CodeMessagesAlert
            variant="danger"
            messages={errorMessages(users.error, t('errors.load'))}
            testId="users-load-error"
          />
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => void users.refetch()}
          >
            {t('list.retry')}
          </button>
        </div>
      ) : (
        <>
          <p className="small text-body-secondary" aria-live="polite">
            {t('list.total', { total: users.data.total })}
          </p>
          <UsersTable
            users={users.data.users}
            pageSize={USERS_PAGE_SIZE}
            ownEmail={claims.email}
            pendingUserId={update.isPending ? (update.variables?.id ?? null) : null}
            onActiveChange={(user, isActive) =>
              isActive ? change({ kind: 'active', id: user.id, active: 1 }) : setConfirming(user)
            }
            onContactChange={(user, isContact) =>
              change({ kind: 'contact', id: user.id, isContact: isContact ? 1 : 0 })
            }
            onEditPermits={(user) => {
              setOutcome(null);
              setEditing(user);
            }}
          />
          <UsersPagination
            page={search.page}
            pages={pages}
            onPage={(page) => setSearch({ ...search, page })}
          />
        </>
      )}

      <DeactivateUserDialog
        user={confirming}
        companyName={claims.company.name}
        onCancel={() => setConfirming(null)}
        onConfirm={(user) => {
          setConfirming(null);
          change({ kind: 'active', id: user.id, active: 0 });
        }}
      />
      {editing && (
        <EditPermitsDialog
          user={editing}
          claims={claims}
          isSelf={editing.email === claims.email}
          onClose={() => setEditing(null)}
          onSaved={(messages) => {
            setEditing(null);
            setOutcome({ variant: 'success', messages });
          }}
        />
      )}
    </section>
  );
}
