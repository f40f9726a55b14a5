import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

/** A logged-in user on a route their account type or permits do not grant. */
export function NotAllowedPage() {
  const { t } = useTranslation('errors');
  return (
    <MessagePage title={t('notAllowed.title')} testId="not-allowed-page">
      <p className="mb-0">{t('notAllowed.body')}</p>
    </MessagePage>
  );
}
