import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import { LOGIN_PATH } from '../../../lib/paths';

/** Why a visitor or a user who does not trade sees no market accounts: log in, or who may. */
export function MarketAccessNotice({ session }: { session: TokenClaims | null }) {
  const { t } = useTranslation('markets');
  if (!session) {
    return (
      <div className="alert alert-info">
        {t('loggedOut')} <Link to={LOGIN_PATH}>{t('logIn')}</Link>
      </div>
    );
  }
  return <div className="alert alert-info">{t('tradersOnly')}</div>;
}
