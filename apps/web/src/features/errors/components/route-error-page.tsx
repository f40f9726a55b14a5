import { useTranslation } from 'react-i18next';
import { browserLocation } from '../../../lib/browser-location';

/** A screen failed to load or render: say so and offer a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation('errors');
  return (
    <section className="py-5 text-center" role="alert" data-testid="route-error-page">
      <h1 className="mb-3">{t('routeError.title')}</h1>
      <p className="lead">{t('routeError.body')}</p>
      <button type="button" className="btn btn-success" onClick={() => browserLocation.reload()}>
        {t('routeError.reload')}
      </button>
    </section>
  );
}
