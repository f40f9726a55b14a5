import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyUser } from '@registry/contract/users/company-user';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { useLatest } from '../../../hooks/use-latest';
import { UserSwitch, type UserRowActions } from './user-switch';

interface UsersTableProps extends UserRowActions {
  users: readonly CompanyUser[];
  /** E-mail of the logged-in admin. */
  ownEmail: string;
  /** The user whose change is on its way. */
  pendingUserId: number | null;
  /** Rows the server sends per page: the table shows them all on one page. */
  pageSize: number;
}

/** A user with what the admin's view adds: their own row, a change on its way. */
interface UserTableRow extends CompanyUser {
  isSelf: boolean;
  isPending: boolean;
}

const column = createDataTableColumns<UserTableRow>();

/**
 * The company's users (spec section 8): data, the active and contact switches
 * and the permits button; an empty result says nothing was found. Under 576 px
 * each user is a card, so the switches and the button stay on screen.
 */
export function UsersTable({
  users,
  ownEmail,
  pendingUserId,
  pageSize,
  onActiveChange,
  onContactChange,
  onEditPermits,
}: UsersTableProps) {
  const { t } = useTranslation('users');
  const actions = useLatest({ onActiveChange, onContactChange, onEditPermits });
  const rows = useMemo(
    () =>
      users.map((user) => ({
        ...user,
        isSelf: user.email === ownEmail,
        isPending: user.id === pendingUserId,
      })),
    [users, ownEmail, pendingUserId],
  );
  const columns = useMemo(() => {
    const yesNo = (value: number) => (value === 1 ? t('list.yes') : t('list.no'));
    return column.columns([
      column.accessor('name', {
        header: t('list.columns.name'),
        meta: { isRowHeader: true },
        cell: ({ row }) => (
          <span className={row.original.active === 1 ? undefined : 'text-body-secondary'}>
            {row.original.name}
            {row.original.isSelf && (
              <span className="small text-body-secondary"> {t('list.you')}</span>
            )}
          </span>
        ),
      }),
      column.accessor('email', {
        header: t('list.columns.email'),
        cell: ({ getValue }) => <span className="text-break">{getValue()}</span>,
      }),
      column.accessor('phone', {
        header: t('list.columns.phone'),
        enableSorting: false,
        cell: ({ getValue }) => <span className="text-nowrap">{getValue()}</span>,
      }),
      column.accessor((user) => yesNo(user.active), {
        id: 'active',
        header: t('list.columns.active'),
        cell: ({ row }) => (
          <UserSwitch
            id={`user-active-${row.original.id}`}
            label={t('list.activeSwitch', { name: row.original.name })}
            isChecked={row.original.active === 1}
            isDisabled={row.original.isPending || row.original.isSelf}
            onChange={(isActive) => actions.current.onActiveChange(row.original, isActive)}
          />
        ),
      }),
      column.accessor((user) => yesNo(user.isAdminAccount), {
        id: 'admin',
        header: t('list.columns.admin'),
      }),
      column.accessor((user) => yesNo(user.isContact), {
        id: 'contact',
        header: t('list.columns.contact'),
        cell: ({ row }) => (
          <UserSwitch
            id={`user-contact-${row.original.id}`}
            label={t('list.contactSwitch', { name: row.original.name })}
            isChecked={row.original.isContact === 1}
            isDisabled={row.original.isPending}
            onChange={(isContact) => actions.current.onContactChange(row.original, isContact)}
          />
        ),
      }),
      column.accessor(
        (user) => user.permits.map((permit) => t(`permits.names.${permit}`)).join(', '),
        {
          id: 'permits',
          header: t('list.columns.permits'),
          enableSorting: false,
          cell: ({ getValue }) =>
            getValue() || <span className="text-body-secondary">{t('list.noPermits')}</span>,
        },
      ),
      column.display({
        id: 'actions',
        header: t('list.columns.actions'),
        enableSorting: false,
        cell: ({ row }) => (
          <button
            type="button"
            className="btn btn-sm btn-outline-success text-nowrap"
            aria-label={t('list.editPermitsOf', { name: row.original.name })}
            disabled={row.original.isPending}
            onClick={() => actions.current.onEditPermits(row.original)}
          >
            {t('list.editPermits')}
          </button>
        ),
      }),
    ]);
  }, [t, actions]);

  return (
    <DataTable
      columns={columns}
      data={rows}
      caption={t('list.caption')}
      isCaptionHidden
      getRowId={(user) => String(user.id)}
      emptyText={t('list.empty')}
      csvFileName="users"
      pageSize={pageSize}
    />
  );
}
