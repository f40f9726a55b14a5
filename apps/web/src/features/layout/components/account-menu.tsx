import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import { DisclosureMenu } from '../../../components/ui/disclosure-menu';
import type { NavGroup } from '../utils/build-navigation';
import { useLogout } from '../../session/api/use-logout';

interface AccountMenuProps {
  claims: TokenClaims;
  /** The myAccount navigation group: my company, change password, users for admins. */
  group: NavGroup | undefined;
}

/** My account: the user's name and e-mail, account links and logout (spec section 2). */
export function AccountMenu({ claims, group }: AccountMenuProps) {
  const { t } = useTranslation('layout');
  const logout = useLogout();
  return (
    <DisclosureMenu id="account-menu" align="end" label={t('account.menu')}>
      {(close) => (
        <>
          <li className="px-3 py-1 text-nowrap" data-testid="account-identity">
            <span className="d-block fw-semibold">{claims.name}</span>
            <span className="d-block small">{claims.email}</span>
          </li>
          <li>
            <hr className="dropdown-divider" />
          </li>
          {group?.items.map((item) => (
            <li key={item.id}>
              <Link className="dropdown-item" to={item.path} onClick={close}>
                {t(`nav.items.${item.id}`)}
              </Link>
            </li>
          ))}
          <li>
            <hr className="dropdown-divider" />
          </li>
          <li>
            <button
              type="button"
              className="dropdown-item"
              disabled={logout.isPending}
              onClick={() => logout.mutate()}
            >
              {logout.isPending ? t('account.loggingOut') : t('account.logout')}
            </button>
          </li>
        </>
      )}
    </DisclosureMenu>
  );
}
