import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';

/** What a route of the table carries in its handle. */
export interface RouteHandle {
  title: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as RouteHandle).title === 'string'
  );
}

/** The translated title of the deepest route that has one. */
export function useRouteTitle(): string {
  const { t } = useTranslation('routes');
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isRouteHandle);
  return t(handle?.title ?? 'home');
}
