import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import { useLatestNotifications } from '../../layout/api/latest-notifications';
import { NotificationsList } from '../../layout/components/notifications-list';
import { seeAllPath } from '../../layout/utils/notification-target';
import { DashboardCard } from './dashboard-card';

/** The same latest notifications as the bell, each a link, and "see all". */
export function LatestNotificationsCard({ claims }: { claims: TokenClaims }) {
  const { t } = useTranslation('home');
  const query = useLatestNotifications({ companyId: claims.companyId, userHash: claims.userHash });
  return (
    <DashboardCard
      title={t('dashboard.notifications.title')}
      testId="home-notifications"
      footer={<Link to={seeAllPath(claims)}>{t('dashboard.notifications.seeAll')}</Link>}
    >
      {(headingId) => (
        <ul className="list-group list-group-flush" aria-labelledby={headingId}>
          <NotificationsList
            notifications={query.data}
            isPending={query.isPending}
            isError={query.isError}
            itemClassName="list-group-item px-0"
            linkClassName="d-block text-reset"
            testId="home-notifications"
          />
        </ul>
      )}
    </DashboardCard>
  );
}
