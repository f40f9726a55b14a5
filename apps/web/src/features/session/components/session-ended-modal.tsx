import { useTranslation } from 'react-i18next';
import { NoticeModal } from './notice-modal';

/** The session ended for inactivity (spec section 4); Accept goes to the login page. */
export function SessionEndedModal({ onAccept }: { onAccept: () => void }) {
  const { t } = useTranslation('session');
  return (
    <NoticeModal
      isShown
      title={t('inactivity.session')}
      actionLabel={t('inactivity.accept')}
      onAction={onAccept}
      isBackdropStatic
      testId="session-ended-modal"
    >
      <p className="mb-0">{t('inactivity.inactivity')}</p>
    </NoticeModal>
  );
}
