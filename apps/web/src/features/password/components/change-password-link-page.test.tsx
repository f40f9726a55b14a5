import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { VerifyPasswordLinkResponse } from '@registry/contract/auth/password';
import { STORAGE_KEYS } from '../../../lib/storage';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { logIn, makeClaims } from '../../../test/tokens';
import { createPasswordKeys, publicKeyHandler, recordPost } from '../test/password-api-handlers';
import { renderPasswordPage } from '../test/render-password-page';
import { ChangePasswordLinkPage } from './change-password-link-page';

const server = setupMswServer();
let keys: Awaited<ReturnType<typeof createPasswordKeys>>;
beforeAll(async () => {
  keys = await createPasswordKeys();
});

const LINK = { idHash: 'id1', codeHash: 'code-2_x', userIdHash: 'user3' };
const VALID: VerifyPasswordLinkResponse = {
  status: 1,
  codeMessages: [{ codeMessage: 'OK', message: 'Done.' }],
  email: 'an***@example.org',
  name: 'Ana Pérez',
  purpose: 'recovery',
  minCharactersPassword: 12,
};

function verifyHandler(answer: () => Response | Promise<Response>) {
  const urls: string[] = [];
  const handler = http.get(apiUrl('/user/verify-link/:a/:b/:c'), ({ request }) => {
    urls.push(new URL(request.url).pathname);
    return answer();
  });
  return { handler, urls };
}

function renderPage(language: 'en' | 'es' = 'en') {
  return renderPasswordPage({
    Page: ChangePasswordLinkPage,
    route: '/change-password-link/:idHash/:codeHash/:userIdHash',
    path: `/change-password-link/${LINK.idHash}/${LINK.codeHash}/${LINK.userIdHash}`,
    language,
  });
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

async function fillAndSend(newPassword: string, confirmation = newPassword) {
  const user = userEvent.setup();
  await user.type(field('New password'), newPassword);
  await user.type(field('Confirm the new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('change password link page', () => {
  it('checks the link on arrival, then greets its user with the form and the conditions', async () => {
    // The API answers only once the test has seen the check under way.
    let answer: (response: Response) => void = () => {};
    const verify = verifyHandler(() => new Promise<Response>((resolve) => (answer = resolve)));
    server.use(verify.handler);
    const { missingKeys } = renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('Checking the link…');
    await waitFor(() => expect(verify.urls).toHaveLength(1));
    answer(HttpResponse.json(VALID));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    expect(screen.getByText('Account of Ana Pérez (an***@example.org)')).toBeVisible();
    expect(screen.getByText('At least 12 characters')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show the new password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(verify.urls).toEqual(['/api/user/verify-link/id1/code-2_x/user3']);
    expect(missingKeys).toEqual([]);
  });

  it.each([
    ['invitation', 'Welcome: choose your password'],
    ['registration', 'Welcome: choose your password'],
    ['expiry', 'Your password has expired: choose a new one'],
  ] as const)('titles a link of %s', async (purpose, title) => {
    server.use(verifyHandler(() => HttpResponse.json({ ...VALID, purpose })).handler);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  it('says clearly when the link is expired or used, and leads to a new one', async () => {
    server.use(
      verifyHandler(() =>
        HttpResponse.json(
          {
            status: 0,
            codeMessages: [
              {
                codeMessage: 'ERROR_LINK_EXPIRED_OR_USED',
                message: 'Este enlace caducó o ya fue usado. Solicite uno nuevo.',
              },
            ],
          },
          { status: 400 },
        ),
      ).handler,
    );
    renderPage('es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Este enlace no se puede usar' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Este enlace caducó o ya fue usado.');
    expect(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' })).toHaveAttribute(
      'href',
      '/password-recovery',
    );
    expect(screen.queryByLabelText('Nueva contraseña', { selector: 'input' })).toBeNull();
  });

  it('offers to try again when the link could not be checked', async () => {
    let calls = 0;
    server.use(
      verifyHandler(() => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(VALID);
      }).handler,
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The request could not be completed.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
  });

  it('refuses a new password below the policy or unconfirmed, without sending it', async () => {
    const post = recordPost('/user/update-password-link', () =>
      HttpResponse.json({ status: 1, codeMessages: [] }),
    );
    server.use(verifyHandler(() => HttpResponse.json(VALID)).handler, post.handler);
    renderPage();
    await screen.findByText('At least 12 characters');
    await fillAndSend('Abcdef-1234', 'Abcdef-1235');
    expect(field('New password')).toHaveAccessibleDescription(
      expect.stringContaining('The password does not meet the conditions listed.'),
    );
    expect(field('Confirm the new password')).toHaveAccessibleDescription(
      'The new password and its confirmation do not match.',
    );
    expect(post.bodies).toEqual([]);
  });

  it('sets the password with the link, ends this browser session and leads to the login', async () => {
    logIn(makeClaims('owner'));
    const post = recordPost('/user/update-password-link', () =>
      HttpResponse.json({
        status: 1,
        codeMessages: [
          { codeMessage: 'SUCCESS_PASSWORD_SET', message: 'Your password has been saved.' },
        ],
      }),
    );
    server.use(
      verifyHandler(() => HttpResponse.json(VALID)).handler,
      publicKeyHandler(keys.publicKeyPem),
      post.handler,
    );
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByText('At least 12 characters');
    await fillAndSend('Nueva-Clave-2026#');

    const result = await screen.findByTestId('set-password-result');
    expect(result).toHaveClass('alert-success');
    expect(result).toHaveTextContent('Your password has been saved.');
    const body = post.bodies[0] ?? {};
    expect(body).toMatchObject(LINK);
    expect(await keys.decrypt(body.newPassword ?? '')).toBe('Nueva-Clave-2026#');
    expect(await keys.decrypt(body.ConfPassword ?? '')).toBe('Nueva-Clave-2026#');
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(screen.queryByLabelText('New password', { selector: 'input' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Go to log in' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a refusal of the server as danger and keeps the form', async () => {
    server.use(
      verifyHandler(() => HttpResponse.json(VALID)).handler,
      publicKeyHandler(keys.publicKeyPem),
      recordPost('/user/update-password-link', () =>
        HttpResponse.json(
          {
            status: 0,
            codeMessages: [
              {
                codeMessage: 'ERROR_LINK_EXPIRED_OR_USED',
                message: 'This link has expired or has already been used.',
              },
            ],
          },
          { status: 400 },
        ),
      ).handler,
    );
    renderPage();
    await screen.findByText('At least 12 characters');
    await fillAndSend('Nueva-Clave-2026#');
    const result = await screen.findByTestId('set-password-result');
    expect(result).toHaveClass('alert-danger');
    expect(result).toHaveTextContent('This link has expired or has already been used.');
    expect(field('New password')).toHaveValue('Nueva-Clave-2026#');
  });
});
