import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, type RouteObject } from 'react-router';
import { createTestRouter, TestRoutes } from '../../../test/test-router';
import { logIn, makeClaims } from '../../../test/tokens';
import { setupMswServer } from '../../../test/msw-server';
import { readAccessToken } from '../../../lib/session';
import { answerLogout } from '../test/session-handlers';
import { useLogout } from './use-logout';

const server = setupMswServer();

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => logout.mutate()}>
      Log out
    </button>
  );
}

/**
 * A bare frame: a header with the logout and a page, without the app shell's
 * focus after a navigation, so the logout alone has to put the focus.
 */
function renderFrame(path: string) {
  const page = (title: string) => ({
    element: (
      <h1 tabIndex={-1} className="h2">
        {title}
      </h1>
    ),
  });
  const routes: RouteObject[] = [
    {
      element: (
        <>
          <header>
            <LogoutButton />
          </header>
          <main>
            <Outlet />
          </main>
        </>
      ),
      children: [
        { path: '/', ...page('Home') },
        { path: '/login', ...page('Log in') },
      ],
    },
  ];
  const { router, TestRouterProvider } = createTestRouter([path]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TestRouterProvider>
        <TestRoutes routes={routes} />
      </TestRouterProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('the menu’s logout', () => {
  it.each(['/', '/login'])('puts the focus on the login page’s heading, from %s', async (path) => {
    server.use(answerLogout().handler);
    logIn(makeClaims('owner'));
    const router = renderFrame(path);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(readAccessToken()).toBeNull());
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toHaveFocus(),
    );
  });
});
