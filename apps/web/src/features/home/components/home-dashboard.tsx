import { useTranslation } from 'react-i18next';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import { CompanyCompleteness } from './company-completeness';
import { LatestNotificationsCard } from './latest-notifications-card';
import { PendingRequests } from './pending-requests';

/**
 * / for a logged-in user: what matters to their company now. The ledger and
 * projects issues add holdings and the projects needing action as further cards.
 */
export function HomeDashboard({ claims }: { claims: TokenClaims }) {
  const { t } = useTranslation('home');
  return (
    <div data-testid="home-dashboard">
      <section className="py-4">
        <h1 className="h2">{t('dashboard.title', { name: claims.name })}</h1>
        <p className="lead mb-0">{t('dashboard.lead', { company: claims.company.name })}</p>
      </section>
      <div className="row g-4 pb-4">
        <div className="col-lg-4">
          <CompanyCompleteness />
        </div>
        <div className="col-lg-4">
          <PendingRequests />
        </div>
        <div className="col-lg-4">
          <LatestNotificationsCard claims={claims} />
        </div>
      </div>
    </div>
  );
}
