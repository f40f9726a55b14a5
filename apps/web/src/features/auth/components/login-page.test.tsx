import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { STORAGE_KEYS } from '../../../lib/storage';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { makeClaims, makeToken } from '../../../test/tokens';
import { authHandlers, decryptPassword } from '../test/auth-handlers';

// The real widget needs Web Workers; here it is an undefined custom element the test talks to.
vi.mock('../../../components/captcha/load-altcha', () => ({ loadAltcha: async () => undefined }));

const server = setupMswServer();

interface LoginBody {
  email: string;
  password: string;
  recaptchaValue: string;
}

let challenges = 0;
let router: ReturnType<typeof renderApp>['router'] | null = null;

/** The whole app at /login; routerPath() then tells where it went. */
async function renderLogin() {
  router = renderApp({ path: '/login' }).router;
  // The first render of a file loads the lazy screens: give it time.
  await screen.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 5000 });
}

/** The page's own content (the header and footer have their own "Log in" and "E-mail"). */
const inMain = () => within(screen.getByRole('main'));

function routerPath(): string {
  if (!router) throw new Error('nothing rendered');
  return router.state.location.pathname;
}

beforeEach(() => {
  challenges = 0;
  server.use(...authHandlers);
  // Added last, so it comes first: a real captcha this time.
  server.use(
    http.get(apiUrl('/captcha/challenge'), () => {
      challenges += 1;
      return HttpResponse.json({
        status: 1,
        codeMessages: [],
        provider: 'altcha',
        challenge: { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: `n${challenges}` } },
      });
    }),
  );
});

/** Answers the login with a body, and records what the browser sent. */
function answerLogin(answer: object, init?: ResponseInit) {
  const sent: LoginBody[] = [];
  server.use(
    http.post(apiUrl('/user/login'), async ({ request }) => {
      sent.push((await request.json()) as LoginBody);
      return HttpResponse.json({ codeMessages: [], ...answer }, init);
    }),
  );
  return sent;
}

/** Solves the captcha the way the widget says so: a 'verified' event with the payload. */
async function solveCaptcha(payload = 'solved-payload') {
  const widget = await waitFor(() => {
    const element = document.querySelector('altcha-widget');
    if (!element) throw new Error('no captcha widget yet');
    return element;
  });
  act(() => {
    widget.dispatchEvent(new CustomEvent('verified', { detail: { payload } }));
  });
}

async function fillAndSubmit({ solve = true } = {}) {
  const user = userEvent.setup();
  await renderLogin();
  await user.type(await inMain().findByLabelText('E-mail'), 'owner@demo.example');
  await user.type(inMain().getByLabelText('Password'), 'Demo-Registry-2026!');
  if (solve) await solveCaptcha();
  await user.click(inMain().getByRole('button', { name: 'Log in' }));
  return user;
}

const session = (overrides: object = {}) => ({
  status: 1,
  token: makeToken(makeClaims('owner', overrides)),
  refreshToken: 'refresh-new',
  acceptTerms: 1,
  updated: 1,
});

describe('login page', () => {
  it('shows the card with e-mail, password, the captcha, and the ways to recovery and registration', async () => {
    await renderLogin();
    expect(inMain().getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(inMain().getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(document.querySelector('altcha-widget')).toBeNull();
    await solveCaptcha();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/password-recovery',
    );
    expect(screen.getByRole('link', { name: 'Register your company' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('sends nothing while a field is empty', async () => {
    const sent = answerLogin(session());
    const user = userEvent.setup();
    await renderLogin();
    await solveCaptcha();
    await user.click(await inMain().findByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(inMain().getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('asks for the captcha before sending anything', async () => {
    const sent = answerLogin(session());
    await fillAndSubmit({ solve: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Confirm that you are not a robot (the security check) and try again.',
    );
    expect(sent).toEqual([]);
  });

  it('sends the e-mail, the captcha payload and the password encrypted with the API key', async () => {
    const sent = answerLogin(session());
    await fillAndSubmit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      email: 'owner@demo.example',
      recaptchaValue: 'solved-payload',
    });
    expect(sent[0]?.password).not.toContain('Demo-Registry');
    expect(decryptPassword(sent[0]?.password ?? '')).toBe('Demo-Registry-2026!');
  });

  it('shows the failure with the attempts left, and resets the spent captcha', async () => {
    const sent = answerLogin(
      {
        status: 0,
        codeMessages: [
          { codeMessage: 'ERROR_LOGIN', message: 'The e-mail or the password is not correct.' },
        ],
        ammountAccess: 3,
      },
      { status: 400 },
    );
    const user = await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The e-mail or the password is not correct.');
    expect(within(alert).getByTestId('login-attempts-left')).toHaveTextContent(
      'Attempts left before the account is locked: 3.',
    );
    expect(within(alert).queryByTestId('login-minutes-left')).toBeNull();
    await waitFor(() => expect(challenges).toBe(2));
    // The new challenge is not solved yet: a second try asks for the captcha again.
    await user.click(inMain().getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Confirm that you are not a robot');
    expect(sent).toHaveLength(1);
  });

  it('shows the minutes to wait of a locked account, without attempts', async () => {
    answerLogin(
      {
        status: 0,
        codeMessages: [{ codeMessage: 'ERROR_LOGIN_LOCKED', message: 'This account is locked.' }],
        ammountAccess: 0,
        timeAccess: 12,
      },
      { status: 400 },
    );
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This account is locked.');
    expect(within(alert).getByTestId('login-minutes-left')).toHaveTextContent(
      'Try again in 12 minute(s).',
    );
    expect(within(alert).queryByTestId('login-attempts-left')).toBeNull();
  });

  it('sends an expired password to the link the API returned', async () => {
    answerLogin({
      status: 0,
      codeMessages: [{ codeMessage: 'INFO_PASSWORD_EXPIRATION', message: 'Expired.' }],
      link: '/change-password-link/abc/def/ghi',
    });
    await fillAndSubmit();
    await waitFor(() => expect(routerPath()).toBe('/change-password-link/abc/def/ghi'));
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('only stops the loading indicator on a network failure', async () => {
    server.use(http.post(apiUrl('/user/login'), () => HttpResponse.error()));
    await fillAndSubmit();
    const button = inMain().getByRole('button', { name: /Log/ });
    await waitFor(() => expect(button).toHaveTextContent('Log in'));
    expect(button).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stores the session, counts the notifications and goes back to the page asked for', async () => {
    server.use(
      http.get(apiUrl('/platform/projectCompanyTransfer/notifications'), () =>
        HttpResponse.json({ status: 1, codeMessages: [], notifications: 4 }),
      ),
    );
    window.localStorage.setItem(STORAGE_KEYS.goBackPath, '/my-positions');
    answerLogin(session());
    await fillAndSubmit();
    await waitFor(() => expect(routerPath()).toBe('/my-positions'));
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-new');
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toContain('.');
    expect(window.localStorage.getItem(STORAGE_KEYS.notificationsCount)).toBe('4');
    expect(window.localStorage.getItem(STORAGE_KEYS.goBackPath)).toBeNull();
  });

  it('goes home when no page was asked for, counting 0 notifications when the count fails', async () => {
    server.use(
      http.get(apiUrl('/platform/projectCompanyTransfer/notifications'), () =>
        HttpResponse.json({ status: 0, codeMessages: [] }, { status: 500 }),
      ),
    );
    answerLogin(session());
    await fillAndSubmit();
    await waitFor(() => expect(routerPath()).toBe('/'));
    await waitFor(() =>
      expect(window.localStorage.getItem(STORAGE_KEYS.notificationsCount)).toBe('0'),
    );
  });

  it('sends a company that is not updated, or has no permits, to my company', async () => {
    window.localStorage.setItem(STORAGE_KEYS.goBackPath, '/my-positions');
    answerLogin({ ...session({ permits: [] }), updated: 0 });
    await fillAndSubmit();
    await waitFor(() => expect(routerPath()).toBe('/my-company'));
    expect(window.localStorage.getItem(STORAGE_KEYS.goBackPath)).toBeNull();
  });

  it('keeps the session in memory and opens the terms modal when the terms are not accepted', async () => {
    answerLogin({ ...session({ permits: [] }), acceptTerms: 0, updated: 0 });
    await fillAndSubmit();
    expect(await screen.findByRole('dialog', { name: 'Terms and conditions' })).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(routerPath()).toBe('/login');
  });
});

/**
 * The widget draws its checkbox once connected; here the test draws it in the
 * widget of the challenge `nonce`, as the real one does.
 */
async function showCheckbox(nonce: string): Promise<HTMLInputElement> {
  const widget = await waitFor(() => {
    const element = document.querySelector('altcha-widget');
    if (!element?.getAttribute('challenge')?.includes(nonce)) throw new Error(`no ${nonce} yet`);
    return element;
  });
  const checkbox = document.createElement('input');
  checkbox.type = 'checkbox';
  checkbox.setAttribute('aria-label', 'I am not a robot');
  widget.append(checkbox);
  return checkbox;
}

describe('login page, with the keyboard', () => {
  it('after a refused password, puts the focus on the new captcha’s checkbox, read with the failure', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(apiUrl('/user/login'), async () => {
        await answered;
        return HttpResponse.json(
          {
            status: 0,
            codeMessages: [
              { codeMessage: 'ERROR_LOGIN', message: 'The e-mail or the password is not correct.' },
            ],
            ammountAccess: 2,
          },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    await renderLogin();
    await user.type(inMain().getByLabelText('E-mail'), 'owner@demo.example');
    await showCheckbox('n1');
    await solveCaptcha();
    const password = inMain().getByLabelText('Password');
    await user.type(password, 'wrong-password{Enter}');
    // While the attempt runs the button says so, and the focus stays where it was.
    const button = inMain().getByRole('button', { name: 'Logging in…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(password).toHaveFocus();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The e-mail or the password is not correct.');
    // The spent captcha is replaced; its new checkbox takes the focus as soon as it shows.
    const checkbox = await showCheckbox('n2');
    await waitFor(() => expect(checkbox).toHaveFocus());
    expect(checkbox).toHaveAccessibleDescription(
      'The e-mail or the password is not correct. Attempts left before the account is locked: 2.',
    );
  });

  it('sends the focus to the captcha’s checkbox when the captcha was not solved', async () => {
    const sent = answerLogin(session());
    const user = userEvent.setup();
    await renderLogin();
    const checkbox = await showCheckbox('n1');
    await user.type(inMain().getByLabelText('E-mail'), 'owner@demo.example');
    await user.type(inMain().getByLabelText('Password'), 'Demo-Registry-2026!');
    await user.click(inMain().getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Confirm that you are not a robot');
    await waitFor(() => expect(checkbox).toHaveFocus());
    expect(sent).toEqual([]);
  });

  it('puts the focus on the heading of the page a login lands on', async () => {
    answerLogin(session());
    await fillAndSubmit();
    await waitFor(() => expect(routerPath()).toBe('/'));
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
