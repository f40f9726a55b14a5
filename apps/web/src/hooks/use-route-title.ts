import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findAppRoute } from '../app/guards';

/** The translated title of the route of the table at the current path. */
export function useRouteTitle(): string {
  const { t } = useTranslation('routes');
  return t(findAppRoute(useLocation().pathname)?.title ?? 'home');
}
