import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeMessage } from '@registry/contract/common/envelope';
import type { CompanyRequest, LinkUser } from '@registry/contract/company-links/company-request';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { Modal } from '../../../components/ui/modal';
import { useLatest } from '../../../hooks/use-latest';
import { useChangeLinkUser } from '../api/change-link-user';
import { firstCodeMessage } from '../utils/first-code-message';
import { FailureAlert } from './failure-alert';

interface LinkUsersModalProps {
  /** The accepted own request whose other company's users are listed; null hides the modal. */
  request: CompanyRequest | null;
  onClose: () => void;
}

interface LinkUserRow extends LinkUser {
  isPending: boolean;
}

const column = createDataTableColumns<LinkUserRow>();

/**
 * User administration of a connected company (spec section 4): each active
 * user of the other company either has access to this company (exist = 1,
 * Remove) or not (exist = 0, Add).
 */
export function LinkUsersModal({ request, onClose }: LinkUsersModalProps) {
  const { t } = useTranslation('companyView');
  const change = useChangeLinkUser();
  const [failure, setFailure] = useState<CodeMessage | null>(null);
  const pendingUserId = change.isPending ? change.variables.userId : null;
  const name = request?.name ?? '';

  const rows = useMemo(
    () => (request?.users ?? []).map((user) => ({ ...user, isPending: user.id === pendingUserId })),
    [request, pendingUserId],
  );
  const toggle = useLatest((user: LinkUser) => {
    if (!request) return;
    setFailure(null);
    change.mutate(
      { kind: user.exist === 1 ? 'remove' : 'add', id: request.id, userId: user.id },
      { onError: (error) => setFailure(firstCodeMessage(error, t('links.errors.generic'))) },
    );
  });
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: t('links.users.columns.name'),
          meta: { isRowHeader: true },
          cell: ({ row }) => (
            <span>
              {row.original.name}
              {row.original.active === 0 && (
                <span className="badge text-bg-secondary ms-2">{t('links.users.inactive')}</span>
              )}
            </span>
          ),
        }),
        column.accessor('email', {
          header: t('links.users.columns.email'),
          cell: ({ getValue }) => <span className="text-break">{getValue()}</span>,
        }),
        column.display({
          id: 'actions',
          header: t('links.users.columns.actions'),
          enableSorting: false,
          cell: ({ row }) =>
            row.original.exist === 1 ? (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={t('links.users.removeOf', { name: row.original.name })}
                disabled={row.original.isPending}
                onClick={() => toggle.current(row.original)}
              >
                {t('links.users.remove')}
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-sm btn-success"
                aria-label={t('links.users.addOf', { name: row.original.name })}
                disabled={row.original.isPending}
                onClick={() => toggle.current(row.original)}
              >
                {t('links.users.add')}
              </button>
            ),
        }),
      ]),
    [t, toggle],
  );

  const close = () => {
    setFailure(null);
    onClose();
  };

  return (
    <Modal
      show={request !== null}
      onClose={close}
      size="lg"
      title={t('links.users.title', { name })}
      testId="link-users-modal"
    >
      <p>{t('links.users.intro', { name })}</p>
      <div aria-live="polite">
        {failure && (
          <FailureAlert message={failure} onClose={() => setFailure(null)} className="mb-3" />
        )}
      </div>
      <DataTable
        columns={columns}
        data={rows}
        caption={t('links.users.caption', { name })}
        isCaptionHidden
        getRowId={(user) => String(user.id)}
        emptyText={t('links.users.empty', { name })}
        csvFileName="connected-company-users"
      />
    </Modal>
  );
}
