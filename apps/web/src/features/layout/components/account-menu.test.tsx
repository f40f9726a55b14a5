import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { logIn, makeClaims } from '../../../test/tokens';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { sessionHandlers } from '../../session/test/session-handlers';
import { readAccessToken, readRefreshToken, storeGoBackPath } from '../../../lib/session';
import { STORAGE_KEYS } from '../../../lib/storage';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

async function openAccountMenu(user = userEvent.setup()) {
  await user.click(await screen.findByRole('button', { name: 'My account' }));
  return within(document.getElementById('account-menu-menu') ?? document.body);
}

describe('account menu', () => {
  it('shows the user’s name and e-mail, and links to my company and change password', async () => {
    logIn(makeClaims('developer'));
    renderApp({ path: '/' });
    const menu = await openAccountMenu();
    expect(menu.getByTestId('account-identity')).toHaveTextContent('Ana developer');
    expect(menu.getByTestId('account-identity')).toHaveTextContent('developer@demo.example');
    expect(menu.getByRole('link', { name: 'My company' })).toHaveAttribute('href', '/my-company');
    expect(menu.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/change-password',
    );
    expect(menu.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('adds Users for a company admin', async () => {
    logIn(makeClaims('gov', { isAdminCompany: 1 }));
    renderApp({ path: '/' });
    const menu = await openAccountMenu();
    expect(menu.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
  });

  it('logs out: calls the API with the refresh token, clears the session and shows the login page', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/user/logout'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 1, codeMessages: [] });
      }),
    );
    logIn(makeClaims('owner'), 'refresh-9');
    storeGoBackPath('/my-positions');
    const { router } = renderApp({ path: '/my-projects' });
    const menu = await openAccountMenu();
    await userEvent.setup().click(menu.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bodies).toEqual([{ refreshToken: 'refresh-9' }]);
    expect(readAccessToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.goBackPath)).toBeNull();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it.each(['/', '/my-projects'])(
    'logs out with the keyboard from %s, the focus landing on the login page’s heading',
    async (path) => {
      server.use(
        http.post(apiUrl('/user/logout'), () => HttpResponse.json({ status: 1, codeMessages: [] })),
      );
      logIn(makeClaims('owner'));
      renderApp({ path });
      const user = userEvent.setup();
      (await screen.findByRole('button', { name: 'My account' })).focus();
      await user.keyboard('{ArrowUp}');
      expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
      await user.keyboard('{Enter}');
      const heading = await screen.findByRole('heading', { level: 1, name: 'Log in' });
      await waitFor(() => expect(heading).toHaveFocus());
    },
  );

  it('clears the tokens only after 2 s when the logout call fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(http.post(apiUrl('/user/logout'), () => HttpResponse.error()));
    logIn(makeClaims('owner'));
    const { router } = renderApp({ path: '/' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const menu = await openAccountMenu(user);
    await user.click(menu.getByRole('button', { name: 'Log out' }));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(readAccessToken()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(readAccessToken()).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
