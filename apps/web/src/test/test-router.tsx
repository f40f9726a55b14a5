import { useLayoutEffect, type ReactNode } from 'react';
import { act } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateOptions,
  useRoutes,
  type NavigationType,
  type RouteObject,
  type To,
} from 'react-router';

/** What a test reads of the router and how it navigates as the browser's address bar would. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
}

/**
 * A memory router at initialEntries for the app under test, and its handle: the
 * location the app shows and a navigate that waits for the app to render it.
 */
export function createTestRouter(initialEntries: string[]) {
  let navigateTo: ReturnType<typeof useNavigate> | undefined;
  const router: TestRouter = {
    state: {
      location: { pathname: '', search: '', hash: '', state: null, key: '' },
      historyAction: 'POP' as NavigationType,
    },
    async navigate(to, options) {
      await act(async () => {
        if (!navigateTo) throw new Error('The app has not rendered its router yet');
        await (typeof to === 'number' ? navigateTo(to) : navigateTo(to, options));
      });
    },
  };

  function RouterSpy() {
    const location = useLocation();
    const historyAction = useNavigationType();
    const navigate = useNavigate();
    // Read after each render the app commits: what a test sees is what the app shows.
    useLayoutEffect(() => {
      router.state = { location, historyAction };
      navigateTo = navigate;
    }, [location, historyAction, navigate]);
    return null;
  }

  function TestRouterProvider({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={initialEntries} useTransitions={false}>
        <RouterSpy />
        {children}
      </MemoryRouter>
    );
  }

  return { router, TestRouterProvider };
}

/** The routes a test renders under its test router. */
export function TestRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
