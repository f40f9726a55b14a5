import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import { LOGIN_PATH } from '../../../lib/paths';

interface MarketAccessNoticeProps {
  session: TokenClaims | null;
  /** On a trading screen it speaks of moving credits, not of linking accounts. */
  isTrading?: boolean;
}

/** Why a visitor or a user who does not trade sees no market accounts: log in, or who may. */
export function MarketAccessNotice({ session, isTrading = false }: MarketAccessNoticeProps) {
  const { t } = useTranslation('markets');
  const prefix = isTrading ? 'trading.' : '';
  if (!session) {
    return (
      <div className="alert alert-info">
        {t(`${prefix}loggedOut`)} <Link to={LOGIN_PATH}>{t('logIn')}</Link>
      </div>
    );
  }
  return <div className="alert alert-info">{t(`${prefix}tradersOnly`)}</div>;
}
