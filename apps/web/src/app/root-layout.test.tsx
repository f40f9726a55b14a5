import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { logIn, makeClaims, makeToken } from '../test/tokens';
import { apiUrl, setupMswServer } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { readAccessToken, readGoBackPath, readRefreshToken } from '../lib/session';
import { STORAGE_KEYS } from '../lib/storage';
import {
  answerRefresh,
  answerValidToken,
  newTokens,
  refusedRefresh,
} from '../features/session/test/session-handlers';

const server = setupMswServer();

/** The lazy screens (the login page with its captcha) can take a while on a busy machine. */
const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5_000 });
const accountMenu = () => screen.queryByRole('button', { name: 'My account' });

/** An answer the test releases when it wants, to look at the page while the call is pending. */
function deferredAnswer() {
  let release: (response: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => (release = resolve));
  return { answer, release };
}

describe('start-up of the session', () => {
  it('asks nothing and shows the page at once without any stored session', async () => {
    const valid = answerValidToken();
    server.use(valid.handler);
    renderApp({ path: '/' });
    expect(await heading('Carbon Registry')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(valid.tokens).toEqual([]);
  });

  it('validates the stored token and shows the logged-in page only once it is known to be valid', async () => {
    const token = logIn(makeClaims('owner'));
    const pending = deferredAnswer();
    const tokens: string[] = [];
    server.use(
      http.post(apiUrl('/user/validToken'), async ({ request }) => {
        tokens.push(((await request.json()) as { token: string }).token);
        return pending.answer;
      }),
    );
    renderApp({ path: '/my-projects' });
    await waitFor(() => expect(tokens).toEqual([token]));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(accountMenu()).not.toBeInTheDocument();
    pending.release(HttpResponse.json({ status: 1, codeMessages: [], valid: true }));
    expect(await heading('My projects')).toBeInTheDocument();
    expect(accountMenu()).toBeInTheDocument();
  });

  it('clears an invalid token and goes to /login, never showing the logged-in page', async () => {
    server.use(answerValidToken(false).handler);
    logIn(makeClaims('owner'));
    const { router } = renderApp({ path: '/my-projects?tab=2' });
    expect(await heading('Log in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(readAccessToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
    expect(readGoBackPath()).toBe('/my-projects?tab=2');
    expect(screen.getByTestId('session-notice')).toHaveTextContent('Your session has expired.');
    expect(accountMenu()).not.toBeInTheDocument();
  });

  it('sends an invalid session from a public page to /login too', async () => {
    server.use(answerValidToken(false).handler);
    logIn(makeClaims('owner'));
    const { router } = renderApp({ path: '/' });
    expect(await heading('Log in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(readGoBackPath()).toBeNull();
  });

  it('with only a refresh token, renews the session, validates the new token and shows the page', async () => {
    const token = makeToken(makeClaims('developer'));
    const refresh = answerRefresh(() => newTokens(token, 'refresh-2'));
    const valid = answerValidToken();
    server.use(refresh.handler, valid.handler);
    window.localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
    const { router } = renderApp({ path: '/my-projects' });
    expect(await heading('My projects')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-projects');
    expect(refresh.bodies).toEqual([{ refreshToken: 'refresh-1' }]);
    expect(valid.tokens).toEqual([token]);
    expect(readAccessToken()).toBe(token);
    expect(readRefreshToken()).toBe('refresh-2');
    expect(accountMenu()).toBeInTheDocument();
  });

  it.each([
    ['answers status 0', refusedRefresh],
    ['cannot be reached', () => HttpResponse.error()],
  ])(
    'with only a refresh token, clears every token and goes to /login when the refresh %s',
    async (_name, answer) => {
      vi.mocked(console.error).mockImplementation(() => {});
      const valid = answerValidToken();
      server.use(answerRefresh(answer).handler, valid.handler);
      window.localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
      const { router } = renderApp({ path: '/my-company' });
      expect(await heading('Log in')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(readRefreshToken()).toBeNull();
      expect(readAccessToken()).toBeNull();
      expect(valid.tokens).toEqual([]);
      expect(console.error).toHaveBeenCalled();
    },
  );

  it('keeps the session when the token cannot be checked (the API is unreachable)', async () => {
    server.use(http.post(apiUrl('/user/validToken'), () => HttpResponse.error()));
    const token = logIn(makeClaims('owner'));
    renderApp({ path: '/my-projects' });
    expect(await heading('My projects')).toBeInTheDocument();
    expect(readAccessToken()).toBe(token);
  });
});
