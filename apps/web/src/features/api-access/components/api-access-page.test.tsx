import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Language } from '@registry/contract/common/language';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { sessionHandlers } from '../../session/test/session-handlers';
import { apiKeyRow, createApiKeysBackend, NEW_SECRET } from '../test/api-keys-handlers';
import { createWebhooksBackend } from '../test/webhooks-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers, ...createWebhooksBackend().handlers));

function open(
  keys = [apiKeyRow()],
  { isAdmin = true, language = 'en' as Language, isLoggedIn = true } = {},
) {
  const backend = createApiKeysBackend(keys);
  server.use(...backend.handlers);
  if (isLoggedIn) logIn(makeClaims('owner', { isAdminCompany: isAdmin ? 1 : 0 }));
  const view = renderApp({ path: '/register-api', language });
  return { ...backend, ...view, user: userEvent.setup() };
}

describe('/register-api', () => {
  it('shows an admin the company’s keys with their scopes, hint, creator and last use', async () => {
    const { container, missingKeys } = open([
      apiKeyRow({ lastUsedAt: '2026-11-28T09:30:00.000Z' }),
      apiKeyRow({
        id: 2,
        name: 'Old exchange link',
        scopes: ['transfer'],
        revokedAt: '2026-11-21T08:00:00.000Z',
      }),
    ]);
    const table = within(await screen.findByRole('table', { name: "Your company's API keys" }));
    const row = within(table.getByRole('rowheader', { name: 'Carbon accounting' }).closest('tr')!);
    expect(row.getByText('Read, Retire')).toBeVisible();
    expect(row.getByText('crk_Ab12…')).toBeVisible();
    expect(row.getByText(/by Ana Owner/)).toBeVisible();
    expect(row.getByText('Active')).toBeVisible();
    expect(row.getByRole('button', { name: 'Revoke the key Carbon accounting' })).toBeVisible();
    const old = within(table.getByRole('rowheader', { name: 'Old exchange link' }).closest('tr')!);
    expect(old.getByText(/^Revoked on/)).toBeVisible();
    expect(old.queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(missingKeys).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it("creates a key, shows it once, and puts it in the page's examples", async () => {
    const { user, state } = open([]);
    await user.click(await screen.findByRole('button', { name: 'Create an API key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create an API key' }));
    await user.click(dialog.getByRole('checkbox', { name: /^Read/ }));
    await user.click(dialog.getByRole('button', { name: 'Create the key' }));
    expect(dialog.getByText('Write a name for the key.')).toBeVisible();
    expect(dialog.getByText('Choose at least one scope.')).toBeVisible();
    expect(state.created).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: /Name/ }), 'Carbon accounting');
    await user.click(dialog.getByRole('checkbox', { name: /^Retire/ }));
    await user.click(dialog.getByRole('checkbox', { name: /^Read/ }));
    await user.click(dialog.getByRole('button', { name: 'Create the key' }));
    const shown = within(
      await screen.findByRole('dialog', { name: 'The key “Carbon accounting” is ready' }),
    );
    expect(state.created).toEqual([{ name: 'Carbon accounting', scopes: ['read', 'retire'] }]);
    expect(shown.getByText(/cannot show it again/)).toBeVisible();
    expect(shown.getByLabelText('API key')).toHaveValue(NEW_SECRET);
    expect(screen.getAllByText(/YOUR_API_KEY/).length).toBeGreaterThan(0);

    await user.click(shown.getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(/YOUR_API_KEY/)).toBeNull();
    const retire = screen.getByText(/projectCompanyTransfer\/retire/);
    expect(retire.textContent).toContain(`'X-Api-Key': '${NEW_SECRET}'`);
    expect(retire.textContent).toContain(`'Idempotency-Key': crypto.randomUUID()`);
    expect(await screen.findByRole('rowheader', { name: 'Carbon accounting' })).toBeVisible();
  });

  it('revokes a key only after saying what stops working', async () => {
    const { user } = open();
    await user.click(
      await screen.findByRole('button', { name: 'Revoke the key Carbon accounting' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Revoke the key “Carbon accounting”?' }),
    );
    expect(dialog.getByText(/Every call made with this key is refused from now on/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The key “Carbon accounting” was revoked.')).toBeVisible();
    const row = within(screen.getByRole('rowheader', { name: 'Carbon accounting' }).closest('tr')!);
    expect(await row.findByText(/^Revoked on/)).toBeVisible();
  });

  it('tells a member who is not an admin who manages keys, and a visitor to log in, in Spanish', async () => {
    open([], { isAdmin: false, language: 'es' });
    expect(await screen.findByText(/Solo los administradores de su empresa/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Crear una llave de API' })).toBeNull();
    expect(screen.getByRole('link', { name: 'la referencia de la API (OpenAPI)' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
  });

  it('asks a visitor to log in, in Portuguese, and still shows how the API works', async () => {
    open([], { isLoggedIn: false, language: 'pt' });
    expect(await screen.findByRole('heading', { name: 'Como usar uma chave' })).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
