import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../lib/api-client';
import type { SessionTokens } from '../../../lib/session';
import { LoginForm } from './login-form';
import { TermsModal } from './terms-modal';
import './auth.css';

const loadLogoutSchema = async () =>
  (await import('@registry/contract/auth/session')).LogoutResponseSchema;

/** /login: the login card (max 500 px), and the terms modal when a first login needs it. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [pendingSession, setPendingSession] = useState<SessionTokens | null>(null);

  const dropPendingSession = () => {
    const refreshToken = pendingSession?.refreshToken;
    setPendingSession(null);
    // The refused session is never stored; its refresh token is revoked, quietly.
    if (refreshToken) {
      apiCall({
        path: '/user/logout',
        method: 'POST',
        body: { refreshToken },
        schema: loadLogoutSchema,
      }).catch(() => undefined);
    }
  };

  return (
    <section className="auth-card-narrow mx-auto">
      <h1 className="h2 mb-3">{t('login.title')}</h1>
      <div className="card shadow-sm">
        <div className="card-body p-4">
          <p className="text-body-secondary">{t('login.intro')}</p>
          <LoginForm onTermsRequired={setPendingSession} />
        </div>
      </div>
      {pendingSession && <TermsModal session={pendingSession} onCancel={dropPendingSession} />}
    </section>
  );
}
