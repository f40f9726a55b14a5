import { useEffect, useState } from 'react';
import { matchPath, useRoutes, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/components/route-error-boundary';
import { CHUNK_LOAD_TIMEOUT_MS, lazyScreen, preloadScreen, type LoadScreen } from './lazy-screen';
import { APP_ROUTES, type Screen } from './route-table';
import { RootLayout } from './root-layout';
import { withTexts } from './with-texts';

/** The front page's screen, imported directly: `/` does not wait for the other screens' table. */
const loadHome: LoadScreen = async () =>
  (await withTexts('home', import('../features/home/components/home-page'))).HomePage;

/** The other screens' loaders (screen-loaders.ts), about 3 KB gzip off the first page (issue 24). */
const loadScreenLoaders = () => import('./screen-loaders');

function screenLoader(screen: Screen): LoadScreen {
  if (screen === 'home') return loadHome;
  return async () => (await loadScreenLoaders()).SCREEN_LOADERS[screen]();
}

/**
 * Start-up: on the front page its screen, which the first render then shows
 * (a spinner first would replace the prerendered page); on any other page the
 * screens' table, fetched with the first page's texts, not one round trip
 * after the first render. The front page's texts are asked for once i18next
 * has started (`started`): asked before, they would not load. Settles when
 * the front page's screen is ready (or failed: its screen then tries again
 * and shows the error).
 */
export async function preloadFirstScreen(
  pathname: string,
  started: Promise<unknown>,
): Promise<void> {
  const isFrontPage = APP_ROUTES.some(
    (route) => route.screen === 'home' && matchPath(route.path, pathname) !== null,
  );
  if (!isFrontPage) {
    loadScreenLoaders().catch(() => {});
    return;
  }
  await started.catch(() => {});
  await preloadScreen(loadHome).catch(() => {});
}

/** Runs `task` once the browser is idle (after the first paint), or soon where it cannot tell. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(task, 200);
  return () => window.clearTimeout(timer);
}

export interface AppRoutesOptions {
  /** How long a screen's chunk may take to load; the spec's 120 s unless a test says otherwise. */
  chunkLoadTimeoutMs?: number;
}

/**
 * The route objects of the app: the layout, under it the screens' error
 * boundary, and under that every route of the table, each screen lazily.
 */
export function createAppRoutes({
  chunkLoadTimeoutMs = CHUNK_LOAD_TIMEOUT_MS,
}: AppRoutesOptions = {}): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        {
          element: <RouteErrorBoundary />,
          children: APP_ROUTES.map((route) => {
            const Screen = lazyScreen(screenLoader(route.screen), chunkLoadTimeoutMs);
            return { path: route.path, element: <Screen /> };
          }),
        },
      ],
    },
  ];
}

/** The app's routes, inside a router (BrowserRouter in the browser, MemoryRouter in tests). */
export function AppRoutes(options: AppRoutesOptions) {
  const [routes] = useState(() => createAppRoutes(options));
  // On the front page the table comes after the first paint, before the first link is followed.
  useEffect(() => whenIdle(() => void loadScreenLoaders().catch(() => {})), []);
  return useRoutes(routes);
}
