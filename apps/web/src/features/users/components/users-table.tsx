import { useTranslation } from 'react-i18next';
import type { CompanyUser } from '@registry/contract/users/company-user';
import { UserRow, type UserRowActions } from './user-row';

interface UsersTableProps extends UserRowActions {
  users: readonly CompanyUser[];
  /** E-mail of the logged-in admin. */
  ownEmail: string;
  /** The user whose change is on its way. */
  pendingUserId: number | null;
}

const COLUMNS = [
  'name',
  'email',
  'phone',
  'active',
  'admin',
  'contact',
  'permits',
  'actions',
] as const;

/** The company's users; an empty result is one row saying nothing was found (spec section 8). */
export function UsersTable({ users, ownEmail, pendingUserId, ...actions }: UsersTableProps) {
  const { t } = useTranslation('users');
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle">
        <caption className="visually-hidden">{t('list.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th scope="col" key={column}>
                {t(`list.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="text-center py-4" data-testid="users-empty">
                {t('list.empty')}
              </td>
            </tr>
          ) : (
            users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={user.email === ownEmail}
                isPending={pendingUserId === user.id}
                {...actions}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
