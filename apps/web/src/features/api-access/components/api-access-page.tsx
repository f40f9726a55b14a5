import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useSession } from '../../../hooks/use-session';
import { LOGIN_PATH } from '../../../lib/paths';
import { ApiKeysSection } from './api-keys-section';
import { ApiUsage } from './api-usage';
import { WebhooksSection } from './webhooks-section';

/**
 * /register-api (DESIGN.md 4.6): a company admin's API keys and webhooks, and
 * how a script uses a key. Anyone may read how the API works; a member who is not an admin
 * is told who manages the keys, a visitor to log in.
 */
export function ApiAccessPage() {
  const { t } = useTranslation('apiAccess');
  const title = useRouteTitle();
  const session = useSession();
  // The key just created, for the examples; it lives on this screen only.
  const [secret, setSecret] = useState<string | undefined>();
  return (
    <>
      <PageHeader title={title} description={t('description')} />
      {!session && (
        <div className="alert alert-info">
          {t('loggedOut')} <Link to={LOGIN_PATH}>{t('logIn')}</Link>
        </div>
      )}
      {session && session.isAdminCompany !== 1 && (
        <div className="alert alert-info">{t('adminsOnly')}</div>
      )}
      {session?.isAdminCompany === 1 && (
        <>
          <ApiKeysSection onCreated={setSecret} />
          <WebhooksSection />
        </>
      )}
      <ApiUsage apiKey={secret} />
    </>
  );
}
