import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import { isGranted } from '../../../lib/access';
import { NOTIFICATIONS_TARGET_PATH } from '../../../lib/paths';
import { useLatestNotifications } from '../../layout/api/latest-notifications';
import { NotificationsList } from '../../layout/components/notifications-list';
import { DashboardCard } from './dashboard-card';

/** The same latest notifications as the bell, with "see all" for who may open the history. */
export function LatestNotificationsCard({ claims }: { claims: TokenClaims }) {
  const { t } = useTranslation('home');
  const query = useLatestNotifications({ companyId: claims.companyId, userHash: claims.userHash });
  return (
    <DashboardCard
      title={t('dashboard.notifications.title')}
      testId="home-notifications"
      footer={
        isGranted('transfer', claims) ? (
          <Link to={NOTIFICATIONS_TARGET_PATH}>{t('dashboard.notifications.seeAll')}</Link>
        ) : undefined
      }
    >
      {(headingId) => (
        <ul className="list-group list-group-flush" aria-labelledby={headingId}>
          <NotificationsList
            notifications={query.data}
            isPending={query.isPending}
            isError={query.isError}
            itemClassName="list-group-item px-0"
            testId="home-notifications"
          />
        </ul>
      )}
    </DashboardCard>
  );
}
