import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';

/** /404 and every path no route matches. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <MessagePage title={t('notFound.title')} testId="not-found-page">
      <p className="mb-0">{t('notFound.body')}</p>
    </MessagePage>
  );
}
