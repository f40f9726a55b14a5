import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { logIn, makeClaims, makeToken } from '../../../test/tokens';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { readAccessToken, readClaims, readRefreshToken } from '../../../lib/session';
import { answerLogout, answerValidToken } from '../test/session-handlers';

const server = setupMswServer();

const handedOver = makeToken(
  makeClaims('trader', { name: 'Marta Linked', company: { name: 'Linked Trading S.A.' } }),
);

describe('/auth/{token}', () => {
  it('signs in with a valid token: stores it without a refresh token, rebuilds the menus and goes home', async () => {
    const valid = answerValidToken((token) => token === handedOver);
    server.use(valid.handler);
    logIn(makeClaims('certifier'), 'refresh-of-an-older-session');
    const { router, missingKeys } = renderApp({ path: `/auth/${handedOver}` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(valid.tokens).toEqual([handedOver]);
    expect(readAccessToken()).toBe(handedOver);
    expect(readRefreshToken()).toBeNull();
    expect(readClaims()?.name).toBe('Marta Linked');
    expect(
      await screen.findByRole('button', { name: 'Company: Linked Trading S.A.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trading' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'System administration' })).not.toBeInTheDocument();
    // The page is replaced: going back does not meet the token again.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(missingKeys).toEqual([]);
  });

  it('is not undone by the session it replaces, even one already due to be logged out', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const logout = answerLogout();
    server.use(answerValidToken(true).handler, logout.handler);
    logIn(makeClaims('owner', { exp: Math.floor(Date.now() / 1000) + 30 }));
    const { router } = renderApp({ path: `/auth/${handedOver}` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('button', { name: 'Company: Linked Trading S.A.' }),
    ).toBeInTheDocument();
    // The replaced session was due a refresh at once and its end in 30 s: let that time pass.
    await vi.advanceTimersByTimeAsync(31_000);
    expect(screen.getByRole('button', { name: 'Company: Linked Trading S.A.' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(readAccessToken()).toBe(handedOver);
    expect(logout.bodies).toEqual([]);
  });

  it('refuses an invalid token: clears the stored session and shows the login page with a message', async () => {
    server.use(answerValidToken(false).handler);
    logIn(makeClaims('owner'));
    const { router } = renderApp({ path: `/auth/${handedOver}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(readAccessToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
    expect(screen.getByTestId('session-notice')).toHaveTextContent(
      'The sign-in link is not valid or has expired.',
    );
  });

  it('refuses a token the API accepts but whose claims the app cannot read', async () => {
    server.use(answerValidToken(true).handler);
    const { router } = renderApp({ path: '/auth/not-a-jwt' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readAccessToken()).toBeNull();
  });

  it('says it is signing in while the token is checked, in the user’s language', async () => {
    let release: (response: Response) => void = () => {};
    // The answer is released once the check has reached the server, not before.
    let markAsked: () => void = () => {};
    const asked = new Promise<void>((resolve) => (markAsked = resolve));
    server.use(
      http.post(
        apiUrl('/user/validToken'),
        () =>
          new Promise<Response>((resolve) => {
            release = resolve;
            markAsked();
          }),
      ),
    );
    const { router } = renderApp({ path: `/auth/${handedOver}`, language: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Iniciando sesión' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Verificando su enlace de inicio de sesión…')).toBeInTheDocument();
    expect(readAccessToken()).toBeNull();
    await asked;
    release(HttpResponse.json({ status: 1, codeMessages: [], valid: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
