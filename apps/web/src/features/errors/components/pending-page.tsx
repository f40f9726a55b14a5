import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { MessagePage } from './message-page';

/** The placeholder of screens a later version builds: the route's title and a note. */
export function PendingPage() {
  const { t } = useTranslation('errors');
  const title = useRouteTitle();
  return (
    <MessagePage title={title} testId="pending-page">
      <p className="mb-0">{t('pending.body')}</p>
    </MessagePage>
  );
}
