import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import { logIn, makeClaims } from '../../../test/tokens';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { findRawKeys } from '../../../test/raw-keys';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createUsersBackend, refusal } from '../test/users-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function openNewUser(claims: Partial<TokenClaims> = {}, language: 'en' | 'es' | 'pt' = 'en') {
  const backend = createUsersBackend();
  server.use(...backend.handlers);
  logIn(makeClaims('owner', { isAdminCompany: 1, ...claims }));
  const view = renderApp({ path: '/users/new', language });
  return { ...backend, ...view, user: userEvent.setup() };
}

/** The form, apart from the footer's newsletter box (it has an e-mail field too). */
const form = async () => within(await screen.findByRole('form', { name: 'New user' }));

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  const fields = await form();
  await user.type(fields.getByRole('textbox', { name: 'Full name' }), 'Diana Gómez');
  await user.type(fields.getByRole('textbox', { name: 'E-mail' }), ' Diana@Forest.example ');
  await user.type(fields.getByRole('textbox', { name: 'Phone' }), '+57 300 765 4321');
}

describe('/users/new', () => {
  it('offers the account type’s permits with their names, and the two roles', async () => {
    openNewUser();
    expect(await screen.findByRole('heading', { level: 1, name: 'New user' })).toBeInTheDocument();
    const permits = within(screen.getByRole('group', { name: 'Permits' }));
    expect(
      permits.getAllByRole('checkbox').map((box) => box.closest('.form-check')?.textContent),
    ).toEqual(['Projects', 'Sub-accounts', 'Retirements', 'Transfers', 'Trading']);
    const roles = within(screen.getByRole('group', { name: 'Roles' }));
    expect(roles.getByRole('checkbox', { name: 'Company administrator' })).not.toBeChecked();
    expect(roles.getByRole('checkbox', { name: 'Contact of the company' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/users');
  });

  it('invites the user and goes back to /users saying the invitation was mailed', async () => {
    const { requests, user, router } = openNewUser();
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'Transfers' }));
    await user.click(screen.getByRole('checkbox', { name: 'Projects' }));
    await user.click(screen.getByRole('checkbox', { name: 'Contact of the company' }));
    await user.click(screen.getByRole('button', { name: 'Add and send the invitation' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(requests.create).toEqual([
      {
        name: 'Diana Gómez',
        email: 'diana@forest.example',
        phone: '+57 300 765 4321',
        permits: ['project', 'transfer'],
        isAdminAccount: 0,
        isContact: 1,
      },
    ]);
    const notice = await screen.findByTestId('users-outcome');
    expect(notice).toHaveClass('alert-success');
    expect(notice).toHaveTextContent(
      'Diana Gómez was added to your company. We mailed diana@forest.example a link to set a password.',
    );
    expect(await screen.findByRole('rowheader', { name: 'Diana Gómez' })).toBeInTheDocument();
  });

  it('says what is wrong with each field and sends nothing', async () => {
    const { requests, user } = openNewUser();
    const fields = await form();
    await user.type(fields.getByRole('textbox', { name: 'E-mail' }), 'diana@');
    await user.type(fields.getByRole('textbox', { name: 'Phone' }), 'call me');
    await user.click(fields.getByRole('button', { name: 'Add and send the invitation' }));

    const name = fields.getByRole('textbox', { name: 'Full name' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(/Write the person's name\./);
    expect(fields.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      /Write a valid e-mail address, like name@company\.com\./,
    );
    expect(fields.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      /Write 7 to 20 digits/,
    );
    expect(requests.create).toEqual([]);
  });

  it('shows the API’s refusal as a danger alert and stays on the form', async () => {
    const { user, router } = openNewUser();
    server.use(
      http.post(apiUrl('/user/createByCompany'), () =>
        refusal(
          409,
          'ERROR_USER_ALREADY_MEMBER',
          'diana@forest.example already belongs to your company.',
        ),
      ),
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add and send the invitation' }));
    const alert = await screen.findByTestId('new-user-error');
    expect(alert).toHaveClass('alert-danger');
    expect(alert).toHaveTextContent('diana@forest.example already belongs to your company.');
    expect(router.state.location.pathname).toBe('/users/new');
    expect((await form()).getByRole('textbox', { name: 'Full name' })).toHaveValue('Diana Gómez');
  });

  it('says the user could not be added when the API cannot be reached', async () => {
    const { user } = openNewUser();
    server.use(http.post(apiUrl('/user/createByCompany'), () => HttpResponse.error()));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add and send the invitation' }));
    expect(await screen.findByTestId('new-user-error')).toHaveTextContent(
      'The user could not be added. Try again.',
    );
  });

  it('tells the admin of a company without permits that there are none to give', async () => {
    openNewUser({ permits: [] });
    const permits = within(await screen.findByRole('group', { name: 'Permits' }));
    expect(
      permits.queryAllByRole('checkbox').filter((box) => !box.hasAttribute('disabled')),
    ).toEqual([]);
  });

  it.each(['es', 'pt'] as const)('is translated into %s, errors included', async (language) => {
    const { missingKeys, user } = openNewUser({}, language);
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: /invita|convite/i }));
    await waitFor(() =>
      expect(document.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0),
    );
    expect(findRawKeys(document.body)).toEqual([]);
    expect(missingKeys).toEqual([]);
  });
});
