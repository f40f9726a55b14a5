import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useSession } from '../../../hooks/use-session';
import { HOME_PATH, LOGIN_PATH, PROJECTS_LIST_PATH, REGISTER_URL } from '../../../lib/paths';
import { RegistrySteps } from './registry-steps';

// Its own chunk: the public brochure (a first page) does not carry the dashboard's calls.
const HomeDashboard = lazy(async () => ({
  default: (await import('./home-dashboard')).HomeDashboard,
}));

/**
 * / and /info-register-projects: what the registry is, and where to go from
 * here. A logged-in user's / is their company's dashboard instead.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const claims = useSession();
  const { pathname } = useLocation();
  if (claims && pathname === HOME_PATH) {
    return (
      <Suspense fallback={<LoadingSpinner />}>
        <HomeDashboard claims={claims} />
      </Suspense>
    );
  }
  return (
    <div data-testid="home-page">
      <section className="py-4 py-lg-5">
        <h1 className="display-5 fw-semibold">{t('hero.title')}</h1>
        <p className="lead col-lg-8">{t('hero.lead')}</p>
        <div className="d-flex flex-wrap gap-2">
          <Link to={PROJECTS_LIST_PATH} className="btn btn-success btn-lg">
            {t('hero.browseProjects')}
          </Link>
          {claims === null && (
            <>
              <Link to={LOGIN_PATH} className="btn btn-outline-success btn-lg">
                {t('hero.login')}
              </Link>
              <a href={REGISTER_URL} className="btn btn-outline-secondary btn-lg">
                {t('hero.register')}
              </a>
            </>
          )}
        </div>
      </section>
      <section aria-labelledby="home-features" className="py-4">
        <h2 id="home-features" className="h3 mb-3">
          {t('features.title')}
        </h2>
        <div className="row g-4">
          {(['projects', 'ledger', 'retirements'] as const).map((feature) => (
            <div key={feature} className="col-md-4">
              <h3 className="h5">{t(`features.${feature}.title`)}</h3>
              <p className="mb-0">{t(`features.${feature}.body`)}</p>
            </div>
          ))}
        </div>
      </section>
      <RegistrySteps />
    </div>
  );
}
