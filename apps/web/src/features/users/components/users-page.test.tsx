import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CompanyUser } from '@registry/contract/users/company-user';
import { logIn, makeClaims } from '../../../test/tokens';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { findRawKeys } from '../../../test/raw-keys';
import { sessionHandlers } from '../../session/test/session-handlers';
import { ADMIN, BRUNO, createUsersBackend, refusal } from '../test/users-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function openUsers(users?: CompanyUser[], language: 'en' | 'es' | 'pt' = 'en') {
  const backend = createUsersBackend(users);
  server.use(...backend.handlers);
  logIn(makeClaims('owner', { isAdminCompany: 1 }));
  const view = renderApp({ path: '/users', language });
  return { ...backend, ...view, user: userEvent.setup() };
}

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr') as HTMLElement;

describe('/users', () => {
  it('lists the company’s users with their data, flags and translated permits', async () => {
    openUsers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    const bruno = within(await rowOf('Bruno Díaz'));
    expect(bruno.getByRole('cell', { name: 'bruno@forest.example' })).toBeInTheDocument();
    expect(bruno.getByRole('cell', { name: '+57 310 555 0000' })).toBeInTheDocument();
    expect(bruno.getByRole('switch', { name: 'Bruno Díaz is active' })).toBeChecked();
    expect(
      bruno.getByRole('switch', { name: 'Bruno Díaz is a contact of the company' }),
    ).not.toBeChecked();
    expect(bruno.getByRole('cell', { name: 'Transfers, Retirements' })).toBeInTheDocument();
    expect(bruno.getByRole('cell', { name: 'No' })).toBeInTheDocument();
    const carla = within(await rowOf('Carla Pérez'));
    expect(carla.getByRole('switch', { name: 'Carla Pérez is active' })).not.toBeChecked();
    expect(carla.getByRole('cell', { name: 'None' })).toBeInTheDocument();
    expect(screen.getByText('Users found: 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New user' })).toHaveAttribute('href', '/users/new');
  });

  it('shows a spinner while the users load', async () => {
    server.use(http.post(apiUrl('/user/search'), () => new Promise<Response>(() => {})));
    logIn(makeClaims('owner', { isAdminCompany: 1 }));
    renderApp({ path: '/users' });
    const spinner = (await screen.findByText('Loading the users…')).closest('[role="status"]');
    expect(spinner).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('does not let admins deactivate themselves', async () => {
    openUsers();
    const own = within(await rowOf('Ana owner'));
    expect(own.getByRole('rowheader')).toHaveTextContent('Ana owner (you)');
    expect(own.getByRole('switch', { name: 'Ana owner is active' })).toBeDisabled();
  });

  it('searches on Enter and on the button, from the first page', async () => {
    const { requests, user } = openUsers();
    await rowOf('Bruno Díaz');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'carla{Enter}');
    await waitFor(() => expect(screen.queryByText('Bruno Díaz')).not.toBeInTheDocument());
    expect(screen.getByText('Carla Pérez')).toBeInTheDocument();
    expect(requests.search.at(-1)).toEqual({ text: 'carla', page: 1, pageSize: 20 });

    await user.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(
      'No user matches the search.',
    );
    expect(requests.search.at(-1)?.text).toBe('nobody');
  });

  it('pages through a long list', async () => {
    const many = Array.from({ length: 45 }, (_, i) => ({
      ...BRUNO,
      id: 100 + i,
      name: `Person ${String(i).padStart(2, '0')}`,
      email: `p${i}@forest.example`,
    }));
    const { requests, user } = openUsers(many);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Person 20')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(requests.search.at(-1)).toMatchObject({ page: 2 });
  });

  it('shows the API’s message when the list cannot be loaded, and tries again', async () => {
    server.use(...createUsersBackend().handlers);
    server.use(
      http.post(
        apiUrl('/user/search'),
        () => refusal(403, 'ERROR_FORBIDDEN', 'You do not have permission to do this.'),
        { once: true },
      ),
    );
    logIn(makeClaims('owner', { isAdminCompany: 1 }));
    renderApp({ path: '/users' });
    expect(await screen.findByTestId('users-load-error')).toHaveTextContent(
      'You do not have permission to do this.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Bruno Díaz')).toBeInTheDocument();
  });

  it('says the list could not be loaded when the API cannot be reached', async () => {
    server.use(http.post(apiUrl('/user/search'), () => HttpResponse.error()));
    logIn(makeClaims('owner', { isAdminCompany: 1 }));
    renderApp({ path: '/users' });
    expect(await screen.findByTestId('users-load-error')).toHaveTextContent(
      'The users could not be loaded. Try again.',
    );
  });

  it('asks before deactivating a user; cancelling changes nothing', async () => {
    const { requests, user } = openUsers();
    const bruno = within(await rowOf('Bruno Díaz'));
    await user.click(bruno.getByRole('switch', { name: 'Bruno Díaz is active' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate the user?' });
    expect(dialog).toHaveTextContent(
      'Bruno Díaz will no longer be able to log in to owner Company S.A.S.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.active).toEqual([]);
    expect(bruno.getByRole('switch', { name: 'Bruno Díaz is active' })).toBeChecked();

    await user.click(bruno.getByRole('switch', { name: 'Bruno Díaz is active' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }),
    );
    expect(await screen.findByTestId('users-outcome')).toHaveTextContent(
      'Bruno Díaz can no longer log in.',
    );
    expect(requests.active).toEqual([{ id: 2, body: { active: 0 } }]);
    await waitFor(() =>
      expect(bruno.getByRole('switch', { name: 'Bruno Díaz is active' })).not.toBeChecked(),
    );
  });

  it('activates a user without asking', async () => {
    const { requests, user } = openUsers();
    const carla = within(await rowOf('Carla Pérez'));
    await user.click(carla.getByRole('switch', { name: 'Carla Pérez is active' }));
    expect(await screen.findByTestId('users-outcome')).toHaveTextContent(
      'Carla Pérez can log in again.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.active).toEqual([{ id: 3, body: { active: 1 } }]);
    expect(carla.getByRole('switch', { name: 'Carla Pérez is active' })).toBeChecked();
  });

  it('marks a user as a contact', async () => {
    const { requests, user } = openUsers();
    const bruno = within(await rowOf('Bruno Díaz'));
    const contact = bruno.getByRole('switch', { name: 'Bruno Díaz is a contact of the company' });
    await user.click(contact);
    await waitFor(() => expect(contact).toBeChecked());
    expect(requests.contact).toEqual([{ id: 2, body: { isContact: 1 } }]);
    expect(screen.getByTestId('users-outcome')).toHaveClass('alert-success');
  });

  it('shows a refused change as a danger alert and keeps the row as it was', async () => {
    const { user } = openUsers();
    server.use(
      http.post(apiUrl('/user/contact/:id'), () =>
        refusal(404, 'ERROR_USER_NOT_FOUND', 'There is no such user in your company.'),
      ),
    );
    const bruno = within(await rowOf('Bruno Díaz'));
    const contact = bruno.getByRole('switch', { name: 'Bruno Díaz is a contact of the company' });
    await user.click(contact);
    const alert = await screen.findByTestId('users-outcome');
    expect(alert).toHaveClass('alert-danger');
    expect(alert).toHaveTextContent('There is no such user in your company.');
    expect(contact).not.toBeChecked();
    await user.click(within(alert).getByRole('button', { name: 'Close the message' }));
    expect(screen.queryByTestId('users-outcome')).not.toBeInTheDocument();
  });

  it('edits permits and the admin flag in a dialog of the account type’s permits', async () => {
    const { requests, user } = openUsers();
    await rowOf('Bruno Díaz');
    await user.click(screen.getByRole('button', { name: 'Edit the permits of Bruno Díaz' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Permits of Bruno Díaz' }));
    expect(
      dialog.getAllByRole('checkbox').map((box) => box.closest('.form-check')?.textContent),
    ).toEqual([
      'Projects',
      'Sub-accounts',
      'Retirements',
      'Transfers',
      'Trading',
      'Company administrator (manages the users)',
    ]);
    expect(dialog.getByRole('checkbox', { name: 'Transfers' })).toBeChecked();
    await user.click(dialog.getByRole('checkbox', { name: 'Projects' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Transfers' }));
    await user.click(dialog.getByRole('checkbox', { name: /Company administrator/ }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.permit).toEqual([
      { id: 2, body: { permits: ['project', 'retire'], isAdminAccount: 1 } },
    ]);
    expect(screen.getByTestId('users-outcome')).toHaveTextContent(
      'The user Bruno Díaz was updated.',
    );
    const bruno = within(await rowOf('Bruno Díaz'));
    expect(bruno.getByRole('cell', { name: 'Projects, Retirements' })).toBeInTheDocument();
    expect(bruno.getByRole('cell', { name: 'Yes' })).toBeInTheDocument();
  });

  it('shows the API’s refusal inside the permits dialog', async () => {
    const { user } = openUsers();
    server.use(
      http.post(apiUrl('/user/permit/:id'), () =>
        refusal(
          400,
          'ERROR_PERMIT_NOT_ALLOWED',
          'The permit project cannot be granted in your company.',
        ),
      ),
    );
    await rowOf('Bruno Díaz');
    await user.click(screen.getByRole('button', { name: 'Edit the permits of Bruno Díaz' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByTestId('edit-permits-error')).toHaveTextContent(
      'The permit project cannot be granted in your company.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not let admins drop their own admin flag, and offers only permits they hold', async () => {
    const backend = createUsersBackend([ADMIN, BRUNO]);
    server.use(...backend.handlers);
    logIn(makeClaims('owner', { isAdminCompany: 1, permits: ['transfer', 'retire'] }));
    renderApp({ path: '/users' });
    const user = userEvent.setup();
    await rowOf('Ana owner');
    await user.click(screen.getByRole('button', { name: 'Edit the permits of Ana owner' }));
    const own = within(await screen.findByRole('dialog', { name: 'Permits of Ana owner' }));
    expect(own.getByRole('checkbox', { name: /Company administrator/ })).toBeDisabled();
    expect(own.getByText(/You cannot remove your own administrator rights/)).toBeInTheDocument();
    await user.click(own.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit the permits of Bruno Díaz' }));
    const other = within(await screen.findByRole('dialog', { name: 'Permits of Bruno Díaz' }));
    expect(other.getByRole('checkbox', { name: /Projects/ })).toBeDisabled();
    expect(
      other.getByRole('checkbox', { name: /Projects/ }).closest('.form-check'),
    ).toHaveTextContent('you do not hold it');
    expect(other.getByRole('checkbox', { name: 'Transfers' })).toBeEnabled();
  });

  it.each(['es', 'pt'] as const)('is translated into %s, dialogs included', async (language) => {
    const { missingKeys, user } = openUsers(undefined, language);
    await rowOf('Bruno Díaz');
    expect(findRawKeys(document.body)).toEqual([]);
    await user.click(screen.getAllByRole('button', { name: /Bruno Díaz/ })[0] as HTMLElement);
    await screen.findByRole('dialog');
    expect(findRawKeys(document.body)).toEqual([]);
    expect(missingKeys).toEqual([]);
  });
});
