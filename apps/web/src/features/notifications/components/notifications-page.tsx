import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useSession } from '../../../hooks/use-session';
import { NotificationsInbox } from './notifications-inbox';

/**
 * /notifications: "see all" of the bell for a user who may not open the
 * transfer history (a certifier, an ovv): every notification it counts.
 */
export function NotificationsPage() {
  const title = useRouteTitle();
  const claims = useSession();
  return (
    <>
      <PageHeader title={title} />
      {claims && <NotificationsInbox claims={claims} />}
    </>
  );
}
