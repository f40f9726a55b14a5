import { Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '../../../lib/paths';
import { clearSessionNotice, useSessionNotice, type SessionNotice } from '../utils/session-notice';

function NoticeAlert({ notice }: { notice: SessionNotice }) {
  const { t } = useTranslation('session');
  return (
    <div
      role="alert"
      className="alert alert-warning alert-dismissible mb-4"
      data-testid="session-notice"
    >
      {t(`notices.${notice}`)}
      <button
        type="button"
        className="btn-close"
        aria-label={t('notices.close')}
        onClick={clearSessionNotice}
      />
    </div>
  );
}

/** On the login page: why the session ended there. Leaving the page drops the notice. */
export function SessionNoticeAlert() {
  const notice = useSessionNotice();
  const isOnLogin = useLocation().pathname === LOGIN_PATH;
  const wasOnLoginRef = useRef(false);
  useEffect(() => {
    if (isOnLogin) wasOnLoginRef.current = true;
    else if (wasOnLoginRef.current) {
      wasOnLoginRef.current = false;
      clearSessionNotice();
    }
  }, [isOnLogin]);
  if (!notice || !isOnLogin) return null;
  return (
    <Suspense fallback={null}>
      <NoticeAlert notice={notice} />
    </Suspense>
  );
}
