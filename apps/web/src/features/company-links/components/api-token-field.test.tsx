import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Language } from '@registry/contract/common/language';
import { logIn, makeClaims } from '../../../test/tokens';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createMyCompanyBackend, emptyCompany } from '../../my-company/test/my-company-handlers';
import { createLinksBackend } from '../test/company-links-handlers';

const NEW_TOKEN = 'new-token-7Qx';
const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function openConnectivity({ isAdmin = true, language = 'en' as Language, isRefused = false } = {}) {
  const bodies: unknown[] = [];
  server.use(
    ...createMyCompanyBackend({ company: emptyCompany() }).handlers,
    ...createLinksBackend().handlers,
    http.post(apiUrl('/company/regenerate-api-token'), async ({ request }) => {
      bodies.push(await request.json());
      return isRefused
        ? HttpResponse.json(
            {
              status: 0,
              codeMessages: [{ codeMessage: 'ERROR_FORBIDDEN', message: 'Not allowed' }],
            },
            { status: 403 },
          )
        : HttpResponse.json({ status: 1, codeMessages: [], hashId: NEW_TOKEN });
    }),
  );
  logIn(makeClaims('owner', { isAdminCompany: isAdmin ? 1 : 0 }));
  const view = renderApp({ path: '/my-company?tab=connectivity', language });
  return { ...view, bodies, user: userEvent.setup() };
}

const tokenField = () => screen.getByLabelText('API token');

describe('Connectivity: the API token', () => {
  it('lets an admin regenerate it after a red confirmation, then shows the new one masked', async () => {
    const { user, bodies, baseElement } = openConnectivity();
    const regenerate = await screen.findByRole('button', { name: 'Regenerate the API token' });
    expect(tokenField()).toHaveAttribute('type', 'password');
    await user.click(regenerate);

    const dialog = await screen.findByRole('dialog', { name: 'Regenerate the API token?' });
    expect(dialog).toHaveTextContent(
      'Every integration that uses the current token stops working until it is given the new one.',
    );
    await expectNoAxeViolations(baseElement);
    const confirm = within(dialog).getByRole('button', { name: 'Regenerate' });
    expect(confirm).toHaveClass('btn-danger');
    await user.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ companyId: 10 }]);
    await waitFor(() => expect(tokenField()).toHaveValue(NEW_TOKEN));
    expect(tokenField()).toHaveAttribute('type', 'password');
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'The API token was regenerated. Give the new one to your integrations.',
    );
    await waitFor(() => expect(regenerate).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Copy API token' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(NEW_TOKEN);
  });

  it('keeps the token when the admin cancels', async () => {
    const { user, bodies } = openConnectivity();
    await user.click(await screen.findByRole('button', { name: 'Regenerate the API token' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([]);
    expect(tokenField()).toHaveValue('token-abc123');
  });

  it('shows the API’s refusal and keeps the old token', async () => {
    const { user } = openConnectivity({ isRefused: true });
    await user.click(await screen.findByRole('button', { name: 'Regenerate the API token' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Regenerate' }),
    );
    expect(await screen.findByTestId('company-links-failure')).toHaveTextContent('Not allowed');
    expect(tokenField()).toHaveValue('token-abc123');
  });

  it('offers no regeneration to a user who is not an admin', async () => {
    openConnectivity({ isAdmin: false });
    expect(await screen.findByRole('button', { name: 'Copy API token' })).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Regenerate the API token' }),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['es', 'Regenerar el token de la API', 'Mostrar Token de la API'],
    ['pt', 'Gerar novo token da API', 'Mostrar Token da API'],
  ] as const)('speaks %s', async (language, regenerate, show) => {
    openConnectivity({ language });
    expect(await screen.findByRole('button', { name: regenerate })).toBeVisible();
    expect(screen.getByRole('button', { name: show })).toHaveAttribute('aria-pressed', 'false');
  });
});
