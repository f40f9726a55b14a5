import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { STORAGE_KEYS } from '../../../lib/storage';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { makeClaims, makeToken } from '../../../test/tokens';
import { authHandlers } from '../test/auth-handlers';

const server = setupMswServer();

const LOGIN_TOKEN = makeToken(makeClaims('owner', { permits: [], companyId: 42 }));
const ACCEPTED_TOKEN = makeToken(makeClaims('owner', { companyId: 42 }));

let router: ReturnType<typeof renderApp>['router'] | null = null;
let termsCalls: { authorization: string | null; body: unknown }[] = [];
let logouts: unknown[] = [];

beforeEach(() => {
  termsCalls = [];
  logouts = [];
  server.use(...authHandlers);
  server.use(
    http.post(apiUrl('/user/login'), () =>
      HttpResponse.json({
        status: 1,
        codeMessages: [],
        token: LOGIN_TOKEN,
        refreshToken: 'refresh-login',
        acceptTerms: 0,
        updated: 0,
      }),
    ),
    http.post(apiUrl('/user/logout'), async ({ request }) => {
      logouts.push(await request.json());
      return HttpResponse.json({ status: 1, codeMessages: [] });
    }),
  );
});

/** Answers the terms call, recording the token it carried and its body. */
function answerTerms(answer: object, init?: ResponseInit) {
  server.use(
    http.post(apiUrl('/company/terms'), async ({ request }) => {
      termsCalls.push({
        authorization: request.headers.get('authorization'),
        body: await request.json(),
      });
      return HttpResponse.json({ codeMessages: [], ...answer }, init);
    }),
  );
}

/** Logs in as a user whose company has not accepted the terms, up to the modal. */
async function openModal() {
  const user = userEvent.setup();
  router = renderApp({ path: '/login' }).router;
  // The first render of a file loads the lazy screens: give it time.
  await screen.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 5000 });
  const main = within(screen.getByRole('main'));
  await user.type(main.getByLabelText('E-mail'), 'new@demo.example');
  await user.type(main.getByLabelText('Password'), 'Demo-Registry-2026!');
  await user.click(main.getByRole('button', { name: 'Log in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
  return { user, dialog: within(dialog) };
}

describe('terms modal', () => {
  it('shows an error under each box left unticked, and sends nothing', async () => {
    answerTerms({ status: 1, token: ACCEPTED_TOKEN, refreshToken: 'refresh-terms' });
    const { user, dialog } = await openModal();
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(dialog.getByText('Accept the terms and conditions to continue.')).toBeInTheDocument();
    expect(
      dialog.getByText('Authorize the processing of personal data to continue.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByLabelText('I accept the terms and conditions'));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(dialog.queryByText('Accept the terms and conditions to continue.')).toBeNull();
    expect(
      dialog.getByText('Authorize the processing of personal data to continue.'),
    ).toBeInTheDocument();
    expect(termsCalls).toEqual([]);
  });

  it('shows each text on its link, in a scroll area, without scripts, handlers or unsafe links', async () => {
    const { user, dialog } = await openModal();
    await user.click(await dialog.findByRole('button', { name: 'Read: Terms and conditions' }));
    const text = dialog.getByTestId('terms-text');
    expect(text).toHaveClass('terms-text');
    expect(text).toHaveAccessibleName('Terms and conditions');
    expect(within(text).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Use of the registry',
    );
    expect(text).toHaveTextContent('Be fair.');
    expect(text.querySelector('script, [onclick], [onerror], img')).toBeNull();
    expect(within(text).getByText('bad link').closest('a')).toBeNull();
    expect(within(text).getByRole('link', { name: 'good link' })).toHaveAttribute(
      'href',
      'https://example.org/t',
    );
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    await user.click(dialog.getByRole('button', { name: 'Read: Personal-data policy' }));
    expect(dialog.getByTestId('terms-text')).toHaveTextContent('We keep your data safe.');
    expect(dialog.getByTestId('terms-text').querySelector('img')).toBeNull();
  });

  it('accepts both with the session kept in memory, stores the new one and goes to my projects', async () => {
    answerTerms({ status: 1, token: ACCEPTED_TOKEN, refreshToken: 'refresh-terms' });
    const { user, dialog } = await openModal();
    await user.click(dialog.getByLabelText('I accept the terms and conditions'));
    await user.click(dialog.getByLabelText('I authorize the processing of personal data'));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/my-projects'));
    expect(termsCalls).toEqual([
      {
        authorization: `Bearer ${LOGIN_TOKEN}`,
        body: { isTerms: true, isHabeas: true, companyId: 42 },
      },
    ]);
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(ACCEPTED_TOKEN);
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-terms');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal as a danger alert and stores nothing", async () => {
    answerTerms(
      {
        status: 0,
        codeMessages: [{ codeMessage: 'ERROR_FORBIDDEN', message: 'You may not do this.' }],
      },
      { status: 403 },
    );
    const { user, dialog } = await openModal();
    await user.click(dialog.getByLabelText('I accept the terms and conditions'));
    await user.click(dialog.getByLabelText('I authorize the processing of personal data'));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(await dialog.findByTestId('terms-failure')).toHaveTextContent('You may not do this.');
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('closed without accepting, drops the session and revokes its refresh token', async () => {
    const { user, dialog } = await openModal();
    await user.click(dialog.getByRole('button', { name: 'Close without accepting' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(logouts).toEqual([{ refreshToken: 'refresh-login' }]));
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(router?.state.location.pathname).toBe('/login');
  });
});
