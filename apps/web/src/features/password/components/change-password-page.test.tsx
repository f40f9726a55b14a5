import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { logIn, makeClaims } from '../../../test/tokens';
import { createPasswordKeys, publicKeyHandler, recordPost } from '../test/password-api-handlers';
import { renderPasswordPage } from '../test/render-password-page';
import { ChangePasswordPage } from './change-password-page';

const server = setupMswServer();
let keys: Awaited<ReturnType<typeof createPasswordKeys>>;
beforeAll(async () => {
  keys = await createPasswordKeys();
});

function companyDataHandler(minCharactersPassword = 12) {
  return http.get(apiUrl('/company/data'), () =>
    HttpResponse.json({ status: 1, codeMessages: [], minCharactersPassword }),
  );
}

function renderPage() {
  logIn(makeClaims('owner'));
  return renderPasswordPage({
    Page: ChangePasswordPage,
    route: '/change-password',
    path: '/change-password',
  });
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const condition = (name: string) =>
  screen.getByTestId('password-conditions').querySelector(`[data-condition="${name}"]`);

describe('change password page', () => {
  it("ticks each condition as it is typed, with the company's minimum length", async () => {
    server.use(companyDataHandler(12), publicKeyHandler(keys.publicKeyPem));
    const user = userEvent.setup();
    const { missingKeys } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    expect(await screen.findByText('At least 12 characters')).toBeVisible();
    const list = within(screen.getByRole('list', { name: 'The new password must have:' }));
    expect(list.getAllByRole('listitem')).toHaveLength(5);
    expect(list.getAllByText('(not met yet)')).toHaveLength(5);

    await user.type(field('New password'), 'abc');
    expect(condition('lowercase')).toHaveAttribute('data-met', 'true');
    expect(condition('uppercase')).toHaveAttribute('data-met', 'false');
    await user.type(field('New password'), 'D1!');
    expect(condition('uppercase')).toHaveAttribute('data-met', 'true');
    expect(condition('digit')).toHaveAttribute('data-met', 'true');
    expect(condition('special')).toHaveAttribute('data-met', 'true');
    expect(condition('length')).toHaveAttribute('data-met', 'false');
    await user.type(field('New password'), 'efghij');
    expect(condition('length')).toHaveAttribute('data-met', 'true');
    expect(condition('length')).toHaveTextContent('(met)');
    expect(missingKeys).toEqual([]);
  });

  it('uses 10 characters when the company data cannot be read', async () => {
    server.use(
      http.get(apiUrl('/company/data'), () =>
        HttpResponse.json({ status: 0, codeMessages: [{ codeMessage: 'X', message: 'x' }] }),
      ),
    );
    renderPage();
    expect(await screen.findByText('At least 10 characters')).toBeVisible();
  });

  it('shows and hides each password with a pressed toggle', async () => {
    server.use(companyDataHandler());
    const user = userEvent.setup();
    renderPage();
    const toggle = await screen.findByRole('button', { name: 'Show the current password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(field('Current password')).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(field('Current password')).toHaveAttribute('type', 'text');
    expect(field('New password')).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(field('Current password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show the new password' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show the confirmation' })).toBeVisible();
  });

  it('requires every field, then the policy and a matching confirmation, before sending anything', async () => {
    const post = recordPost('/user/updatePassword', () =>
      HttpResponse.json({ status: 1, codeMessages: [] }),
    );
    server.use(companyDataHandler(12), publicKeyHandler(keys.publicKeyPem), post.handler);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('At least 12 characters');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    for (const name of ['Current password', 'New password', 'Confirm the new password']) {
      expect(field(name)).toBeInvalid();
      expect(field(name)).toHaveAccessibleDescription(
        expect.stringContaining('This field is required.'),
      );
    }
    expect(field('Current password')).toHaveFocus();

    await user.type(field('Current password'), 'Demo-Registry-2026!');
    await user.type(field('New password'), 'Short-1!');
    await user.type(field('Confirm the new password'), 'Short-2!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(field('Current password')).toBeValid();
    expect(field('New password')).toHaveAccessibleDescription(
      expect.stringContaining('The password does not meet the conditions listed.'),
    );
    expect(field('Confirm the new password')).toHaveAccessibleDescription(
      'The new password and its confirmation do not match.',
    );
    expect(post.bodies).toEqual([]);
  });

  it('sends the three passwords encrypted, then says so and clears the fields', async () => {
    const post = recordPost('/user/updatePassword', () =>
      HttpResponse.json({
        status: 1,
        codeMessages: [
          { codeMessage: 'SUCCESS_PASSWORD_CHANGED', message: 'Your password has been changed.' },
        ],
      }),
    );
    server.use(companyDataHandler(12), publicKeyHandler(keys.publicKeyPem), post.handler);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('At least 12 characters');
    await user.type(field('Current password'), 'Demo-Registry-2026!');
    await user.type(field('New password'), 'Nueva-Clave-2026#');
    await user.type(field('Confirm the new password'), 'Nueva-Clave-2026#');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const result = await screen.findByTestId('change-password-result');
    expect(result).toHaveClass('alert-success');
    expect(result).toHaveTextContent('Your password has been changed.');
    expect(post.bodies).toHaveLength(1);
    const body = post.bodies[0] ?? {};
    expect(Object.keys(body).sort()).toEqual(['ConfPassword', 'newPassword', 'password']);
    expect(JSON.stringify(body)).not.toContain('Nueva-Clave');
    expect(await keys.decrypt(body.password ?? '')).toBe('Demo-Registry-2026!');
    expect(await keys.decrypt(body.newPassword ?? '')).toBe('Nueva-Clave-2026#');
    expect(await keys.decrypt(body.ConfPassword ?? '')).toBe('Nueva-Clave-2026#');
    for (const name of ['Current password', 'New password', 'Confirm the new password']) {
      expect(field(name)).toHaveValue('');
    }
  });

  it("shows the server's refusal as danger and keeps what was typed", async () => {
    const post = recordPost('/user/updatePassword', () =>
      HttpResponse.json(
        {
          status: 0,
          codeMessages: [
            {
              codeMessage: 'ERROR_CURRENT_PASSWORD',
              message: 'The current password is not correct.',
            },
          ],
        },
        { status: 400 },
      ),
    );
    server.use(companyDataHandler(10), publicKeyHandler(keys.publicKeyPem), post.handler);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('At least 10 characters');
    await user.type(field('Current password'), 'Wrong-Password-1!');
    await user.type(field('New password'), 'Nueva-Clave-2026#');
    await user.type(field('Confirm the new password'), 'Nueva-Clave-2026#');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const result = await screen.findByTestId('change-password-result');
    expect(result).toHaveClass('alert-danger');
    expect(result).toHaveTextContent('The current password is not correct.');
    expect(field('New password')).toHaveValue('Nueva-Clave-2026#');
  });

  it('says so when the server cannot be reached', async () => {
    server.use(
      companyDataHandler(10),
      publicKeyHandler(keys.publicKeyPem),
      http.post(apiUrl('/user/updatePassword'), () => HttpResponse.error()),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('At least 10 characters');
    await user.type(field('Current password'), 'Demo-Registry-2026!');
    await user.type(field('New password'), 'Nueva-Clave-2026#');
    await user.type(field('Confirm the new password'), 'Nueva-Clave-2026#');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByTestId('change-password-result')).toHaveTextContent(
        'The request could not be completed.',
      ),
    );
  });
});
