import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { logIn, makeClaims, makeToken } from '../../../test/tokens';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import {
  readAccessToken,
  readRefreshToken,
  storeLastActivity,
  storeTokens,
} from '../../../lib/session';
import {
  answerLogout,
  answerRefresh,
  newTokens,
  refusedRefresh,
  sessionHandlers,
} from '../test/session-handlers';

const server = setupMswServer();
beforeEach(() => {
  server.use(...sessionHandlers);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

const MINUTE = 60_000;
const inSeconds = (ms: number) => Math.floor((Date.now() + ms) / 1000);
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function renderLoggedIn(path = '/', exp = inSeconds(60 * MINUTE)) {
  logIn(makeClaims('owner', { exp }), 'refresh-1');
  const view = renderApp({ path });
  expect(await screen.findByRole('button', { name: 'My account' })).toBeInTheDocument();
  return view;
}

describe('the scheduled refresh', () => {
  it('renews the token 60 s before it expires, and again for the new token', async () => {
    const second = makeToken(makeClaims('owner', { exp: inSeconds(25 * MINUTE) }));
    const refresh = answerRefresh(() => newTokens(second, 'refresh-2'));
    const logout = answerLogout();
    server.use(refresh.handler, logout.handler);
    await renderLoggedIn('/', inSeconds(10 * MINUTE));

    await advance(9 * MINUTE - 2_000);
    expect(refresh.bodies).toEqual([]);
    await advance(3_000);
    await waitFor(() => expect(refresh.bodies).toEqual([{ refreshToken: 'refresh-1' }]));
    await waitFor(() => expect(readAccessToken()).toBe(second));
    expect(readRefreshToken()).toBe('refresh-2');

    // The second token expires 25 min after the start: its refresh is due at 24 min.
    const third = makeToken(makeClaims('owner', { exp: inSeconds(40 * MINUTE) }));
    server.use(answerRefresh(() => newTokens(third, 'refresh-3')).handler);
    storeLastActivity();
    await advance(14 * MINUTE);
    expect(readAccessToken()).toBe(second);
    storeLastActivity();
    await advance(2 * MINUTE);
    await waitFor(() => expect(readAccessToken()).toBe(third));
    expect(readRefreshToken()).toBe('refresh-3');
    expect(logout.bodies).toEqual([]);
    expect(screen.getByRole('button', { name: 'My account' })).toBeInTheDocument();
  });

  it('logs out when the token is already past its refresh time', async () => {
    const refresh = answerRefresh(() => newTokens('unused', 'unused'));
    const logout = answerLogout();
    server.use(refresh.handler, logout.handler);
    logIn(makeClaims('owner', { exp: inSeconds(30_000) }), 'refresh-late');
    const { router } = renderApp({ path: '/my-projects' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(logout.bodies).toEqual([{ refreshToken: 'refresh-late' }]);
    expect(refresh.bodies).toEqual([]);
    expect(readAccessToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('logs out when the refresh fails', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const refresh = answerRefresh(refusedRefresh);
    const logout = answerLogout();
    server.use(refresh.handler, logout.handler);
    const { router } = await renderLoggedIn('/my-projects', inSeconds(2 * MINUTE));

    await advance(MINUTE + 1_000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(refresh.bodies).toEqual([{ refreshToken: 'refresh-1' }]);
    expect(logout.bodies).toHaveLength(1);
    expect(readAccessToken()).toBeNull();
    expect(console.error).toHaveBeenCalledWith('Token refresh failed (HTTP 400)');
  });

  it('renews a token stored by a company switch on that token’s schedule', async () => {
    const refresh = answerRefresh(() => newTokens('unused', 'unused'));
    server.use(refresh.handler);
    await renderLoggedIn('/', inSeconds(60 * MINUTE));
    const switched = makeToken(makeClaims('trader', { exp: inSeconds(3 * MINUTE) }));
    act(() => storeTokens({ token: switched }));
    await advance(2 * MINUTE + 1_000);
    await waitFor(() => expect(refresh.bodies).toHaveLength(1));
  });
});

describe('inactivity', () => {
  it('ends the session after more than 15 idle minutes, not before, and Accept goes to the login page', async () => {
    const logout = answerLogout();
    server.use(logout.handler);
    const { router, missingKeys } = await renderLoggedIn('/');

    await advance(14 * MINUTE + 50_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readAccessToken()).not.toBeNull();
    expect(logout.bodies).toEqual([]);

    await advance(20_000);
    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(dialog).toHaveTextContent('inactive for more than 15 minutes');
    await waitFor(() => expect(readAccessToken()).toBeNull());
    expect(logout.bodies).toEqual([{ refreshToken: 'refresh-1' }]);
    expect(router.state.location.pathname).toBe('/');

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readRefreshToken()).toBeNull();
    expect(missingKeys).toEqual([]);
  });

  it('keeps a session whose user pressed a key or clicked meanwhile', async () => {
    server.use(answerLogout().handler);
    await renderLoggedIn('/');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await advance(10 * MINUTE);
    await user.click(await screen.findByRole('heading', { level: 1 }));
    await advance(10 * MINUTE);
    await user.keyboard('{Shift}');
    await advance(10 * MINUTE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readAccessToken()).not.toBeNull();
  });

  it('ends an idle session instead of renewing it when the refresh comes due', async () => {
    const refresh = answerRefresh(() => newTokens('unused', 'unused'));
    const logout = answerLogout();
    server.use(refresh.handler, logout.handler);
    await renderLoggedIn('/', inSeconds(15 * MINUTE + 5_000));
    // The refresh comes due at about 14:04, between the checks of 14:00 and 14:10.
    await advance(14 * MINUTE + 2_000);
    storeLastActivity(Date.now() - 20 * MINUTE);
    await advance(4_000);
    expect(await screen.findByRole('dialog', { name: 'Your session has ended' })).toBeVisible();
    expect(refresh.bodies).toEqual([]);
    expect(logout.bodies).toHaveLength(1);
  });

  it('shows the modal in the user’s language', async () => {
    server.use(answerLogout().handler);
    logIn(makeClaims('owner'));
    renderApp({ path: '/', language: 'es' });
    await screen.findByRole('button', { name: 'Mi cuenta' });
    await advance(15 * MINUTE + 10_000);
    const dialog = await screen.findByRole('dialog', { name: 'Su sesión ha terminado' });
    expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
  });
});
