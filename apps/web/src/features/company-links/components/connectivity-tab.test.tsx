import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupMswServer } from '../../../test/msw-server';
import { findRawKeys } from '../../../test/raw-keys';
import { createLinksBackend, refusal } from '../test/company-links-handlers';
import { API_TOKEN, PLATFORM_ID, renderConnectivityTab } from '../test/render-connectivity-tab';

const server = setupMswServer();

function openTab(options: Parameters<typeof createLinksBackend>[0] = {}, language?: 'es' | 'pt') {
  const backend = createLinksBackend(options);
  server.use(...backend.handlers);
  return { ...backend, ...renderConnectivityTab(language) };
}

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

const tableOf = (title: string) => screen.getByRole('table', { name: title }) as HTMLElement;

describe('ConnectivityTab: platform id and API token', () => {
  it('shows the platform id and copies it; hides the API token but copies it in one click', async () => {
    const { user } = openTab();
    const platformId = screen.getByLabelText('Platform ID');
    const token = screen.getByLabelText('API token');
    expect(platformId).toHaveValue(PLATFORM_ID);
    expect(platformId).toHaveAttribute('readonly');
    expect(token).toHaveAttribute('type', 'password');
    expect(token).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Copy API token' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(API_TOKEN);
    expect(
      screen.getAllByRole('status').find((s) => s.textContent?.includes('copied')),
    ).toHaveTextContent('API token copied to the clipboard.');

    await user.click(screen.getByRole('button', { name: 'Show API token' }));
    expect(token).toHaveAttribute('type', 'text');
    expect(token).toHaveValue(API_TOKEN);

    await user.click(screen.getByRole('button', { name: 'Copy the Platform ID' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(PLATFORM_ID);
    expect(screen.getByText('Platform ID copied to the clipboard.')).toBeInTheDocument();
  });

  it('leads to the API keys and webhooks at /register-api', async () => {
    const { user, router } = openTab();
    await user.click(screen.getByRole('link', { name: 'API access' }));
    expect(router.state.location.pathname).toBe('/register-api');
    expect(screen.getByText('API access page')).toBeInTheDocument();
  });

  it('says so when the clipboard refuses the copy', async () => {
    const { user } = openTab();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy API token' }));
    expect(
      await screen.findByText('API token could not be copied. Show it and copy it by hand.'),
    ).toBeInTheDocument();
  });
});

describe('ConnectivityTab: company search', () => {
  it('asks for at least 2 characters after trimming, and sends nothing before', async () => {
    const { user, calls } = openTab();
    await user.click(screen.getByRole('button', { name: 'Search company' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Search company' }));
    const input = dialog.getByRole('searchbox', { name: 'Name, platform ID or document number' });
    await user.type(input, '  b  {Enter}');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Type at least 2 characters to search.');
    expect(calls.filter((c) => c.action === 'search')).toEqual([]);

    await user.clear(input);
    await user.type(input, ' bo ');
    await user.click(dialog.getByRole('button', { name: 'Search' }));
    const found = await dialog.findByRole('rowheader', { name: 'Bosque Nuevo S.A.S.' });
    expect(found).toBeVisible();
    expect(within(found.closest('tr')!).getByText('901.000.201')).toBeVisible();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(calls.filter((c) => c.action === 'search')).toEqual([
      { action: 'search', body: { search: 'bo' } },
    ]);
  });

  it("shows an existing link's state instead of the request button", async () => {
    const { user } = openTab();
    await user.click(screen.getByRole('button', { name: 'Search company' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Search company' }));
    await user.type(dialog.getByRole('searchbox'), 'bosque{Enter}');
    const cellOf = async (name: string) =>
      within((await dialog.findByRole('rowheader', { name })).closest('tr') as HTMLElement);
    for (const [name, state] of [
      ['Bosque Conectado S.A.S.', 'Connected'],
      ['Bosque Esperando S.A.S.', 'Request sent'],
      ['Bosque Pidiendo S.A.S.', 'Request received'],
    ] as const) {
      const row = await cellOf(name);
      expect(row.getByTestId('company-search-link-state')).toHaveTextContent(state);
      expect(row.queryByRole('button')).not.toBeInTheDocument();
    }
    const open = await cellOf('Bosque Nuevo S.A.S.');
    expect(open.getByRole('button', { name: /Request a connection/ })).toBeEnabled();
    expect(open.queryByTestId('company-search-link-state')).not.toBeInTheDocument();
  });

  it('shows a not-found row when nothing matches (Enter runs the search)', async () => {
    const { user } = openTab();
    await user.click(screen.getByRole('button', { name: 'Search company' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Search company' }));
    await user.type(dialog.getByRole('searchbox'), 'zzz{Enter}');
    expect(await dialog.findByTestId('company-search-not-found')).toHaveTextContent(
      'No information was found.',
    );
  });

  it('asks to confirm before requesting a connection, then lists the new request', async () => {
    const { user, calls } = openTab();
    await user.click(screen.getByRole('button', { name: 'Search company' }));
    const search = within(await screen.findByRole('dialog', { name: 'Search company' }));
    await user.type(search.getByRole('searchbox'), 'bosque{Enter}');
    await user.click(
      await search.findByRole('button', { name: 'Request a connection with Bosque Nuevo S.A.S.' }),
    );
    const confirm = within(await screen.findByTestId('accept-company-confirm'));
    expect(confirm.getByRole('heading', { name: 'Connect with this company?' })).toBeVisible();
    expect(confirm.getByText(/sent to Bosque Nuevo S.A.S./)).toBeVisible();
    expect(calls.filter((c) => c.action === 'add')).toEqual([]);

    await user.click(confirm.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByTestId('company-links-success')).toHaveTextContent(
      'The request was sent to Bosque Nuevo S.A.S.',
    );
    expect(calls.filter((c) => c.action === 'add')).toEqual([{ action: 'add', body: { id: 201 } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = within(await rowOf('Bosque Nuevo S.A.S.'));
    expect(row.getByText('Pending')).toBeVisible();
  });

  it('cancelling the confirm goes back to the results and sends nothing', async () => {
    const { user, calls } = openTab();
    await user.click(screen.getByRole('button', { name: 'Search company' }));
    const search = within(await screen.findByRole('dialog', { name: 'Search company' }));
    await user.type(search.getByRole('searchbox'), 'bosque{Enter}');
    await user.click(await search.findByRole('button', { name: /Request a connection/ }));
    const confirm = within(await screen.findByTestId('accept-company-confirm'));
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    const again = within(await screen.findByRole('dialog', { name: 'Search company' }));
    expect(await again.findByRole('rowheader', { name: 'Bosque Nuevo S.A.S.' })).toBeVisible();
    expect(calls.filter((c) => c.action === 'add')).toEqual([]);
  });

  it('shows a refused request as a dismissible red alert with the first message', async () => {
    const { user } = openTab({
      refuse: {
        add: () =>
          refusal(400, 'ERROR_LINK_EXISTS', 'There is already a request between the companies.'),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Search company' }));
    const search = within(await screen.findByRole('dialog', { name: 'Search company' }));
    await user.type(search.getByRole('searchbox'), 'bosque{Enter}');
    await user.click(await search.findByRole('button', { name: /Request a connection/ }));
    await user.click(
      within(await screen.findByTestId('accept-company-confirm')).getByRole('button', {
        name: 'Send request',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Search company' }));
    const alert = await dialog.findByTestId('company-links-failure');
    expect(alert).toHaveClass('alert-danger');
    expect(alert).toHaveTextContent('There is already a request between the companies.');
    await user.click(within(alert).getByRole('button', { name: 'Close the message' }));
    expect(dialog.queryByTestId('company-links-failure')).not.toBeInTheDocument();
  });
});

describe('ConnectivityTab: requests and their state icons', () => {
  it('shows in the own list delete unless rejected, users and view when accepted', async () => {
    openTab();
    const own = within(await waitFor(() => tableOf('Connection requests sent')));
    const pending = within(
      own.getByRole('rowheader', { name: 'Andes Pendiente S.A.S.' }).closest('tr')!,
    );
    expect(pending.getByText('Pending')).toBeVisible();
    expect(pending.getByText('900.111.222-5')).toBeVisible();
    expect(pending.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Delete the connection with Andes Pendiente S.A.S.',
    ]);
    expect(pending.queryByRole('link')).not.toBeInTheDocument();

    const accepted = within(
      own.getByRole('rowheader', { name: 'Selva Aceptada S.A.S.' }).closest('tr')!,
    );
    expect(accepted.getByText('Accepted')).toBeVisible();
    expect(accepted.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Manage the users of Selva Aceptada S.A.S. with access',
      'Delete the connection with Selva Aceptada S.A.S.',
    ]);
    expect(
      accepted.getByRole('link', { name: 'See the information of Selva Aceptada S.A.S.' }),
    ).toHaveAttribute('href', '/all-information/102');

    const rejected = within(
      own.getByRole('rowheader', { name: 'Pampa Rechazada S.A.' }).closest('tr')!,
    );
    expect(rejected.getByText('Rejected')).toBeVisible();
    expect(rejected.queryByRole('button')).not.toBeInTheDocument();
    expect(rejected.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows in the received list accept when pending and a checked icon when accepted', async () => {
    openTab();
    const received = within(await waitFor(() => tableOf('Connection requests received')));
    const pending = within(
      received.getByRole('rowheader', { name: 'Caribe Solicitante Ltda.' }).closest('tr')!,
    );
    expect(pending.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Accept or reject the request of Caribe Solicitante Ltda.',
      'Delete the connection with Caribe Solicitante Ltda.',
    ]);
    expect(pending.queryByRole('img')).not.toBeInTheDocument();

    const accepted = within(
      received.getByRole('rowheader', { name: 'Orinoco Conectada S.A.S.' }).closest('tr')!,
    );
    expect(
      accepted.getByRole('img', { name: 'Connection with Orinoco Conectada S.A.S. accepted' }),
    ).toBeVisible();
    expect(accepted.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Delete the connection with Orinoco Conectada S.A.S.',
    ]);
    expect(
      accepted.getByRole('link', { name: 'See the information of Orinoco Conectada S.A.S.' }),
    ).toHaveAttribute('href', '/all-information/105');
  });

  it('opens the other company’s read-only view from an accepted row', async () => {
    const { user, router } = openTab();
    await user.click(
      await screen.findByRole('link', { name: 'See the information of Selva Aceptada S.A.S.' }),
    );
    expect(router.state.location.pathname).toBe('/all-information/102');
  });

  it('accepts a received request after the confirm, and shows the checked icon', async () => {
    const { user, calls } = openTab();
    await user.click(
      await screen.findByRole('button', {
        name: 'Accept or reject the request of Caribe Solicitante Ltda.',
      }),
    );
    const confirm = within(await screen.findByTestId('answer-request-confirm'));
    expect(confirm.getByText(/Caribe Solicitante Ltda. asks to connect/)).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByRole('img', { name: 'Connection with Caribe Solicitante Ltda. accepted' }),
    ).toBeVisible();
    expect(calls.filter((c) => c.action === 'acceptCompany')).toEqual([
      { action: 'acceptCompany', body: { id: 4 } },
    ]);
  });

  it('rejects a received request from the same confirm', async () => {
    const { user, calls } = openTab();
    await user.click(
      await screen.findByRole('button', { name: /Accept or reject the request of Caribe/ }),
    );
    await user.click(
      within(await screen.findByTestId('answer-request-confirm')).getByRole('button', {
        name: 'Reject',
      }),
    );
    const row = within(await rowOf('Caribe Solicitante Ltda.'));
    await waitFor(() => expect(row.getByText('Rejected')).toBeVisible());
    expect(row.queryByRole('button')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.action === 'rejectedCompany')).toEqual([
      { action: 'rejectedCompany', body: { id: 4 } },
    ]);
  });

  it('deletes only after the confirm; cancel keeps the request', async () => {
    const { user, calls } = openTab();
    const deleteButton = await screen.findByRole('button', {
      name: 'Delete the connection with Andes Pendiente S.A.S.',
    });
    await user.click(deleteButton);
    let confirm = within(await screen.findByTestId('delete-request-confirm'));
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByTestId('delete-request-confirm')).not.toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.action === 'deleteCompany')).toEqual([]);

    await user.click(deleteButton);
    confirm = within(await screen.findByTestId('delete-request-confirm'));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('rowheader', { name: 'Andes Pendiente S.A.S.' }),
      ).not.toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.action === 'deleteCompany')).toEqual([
      { action: 'deleteCompany', body: { id: 1 } },
    ]);
  });

  it('shows a refused change as a dismissible red alert with the first codeMessage', async () => {
    const { user } = openTab({
      refuse: {
        deleteCompany: () => HttpResponse403(),
      },
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Delete the connection with Andes Pendiente S.A.S.',
      }),
    );
    await user.click(
      within(await screen.findByTestId('delete-request-confirm')).getByRole('button', {
        name: 'Delete',
      }),
    );
    const alert = await screen.findByTestId('company-links-failure');
    expect(alert).toHaveClass('alert-danger', 'alert-dismissible');
    expect(alert).toHaveTextContent(/^You may not do this\.$/);
    await user.click(within(alert).getByRole('button', { name: 'Close the message' }));
    expect(screen.queryByTestId('company-links-failure')).not.toBeInTheDocument();
  });

  it('shows a failed load as a red alert with the first codeMessage', async () => {
    openTab({
      refuse: {
        companyRequestMyCompany: () => refusal(500, 'ERROR_INTERNAL', 'Something failed.'),
      },
    });
    expect(await screen.findByTestId('company-links-failure')).toHaveTextContent(
      'Something failed.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

function HttpResponse403() {
  return Response.json(
    {
      status: 0,
      codeMessages: [
        { codeMessage: 'ERROR_FORBIDDEN', message: 'You may not do this.' },
        { codeMessage: 'ERROR_OTHER', message: 'A second message.' },
      ],
    },
    { status: 403 },
  );
}

describe('ConnectivityTab: user administration of a connected company', () => {
  it('lists the other company’s users with Add (exist 0) and Remove (exist 1), and toggles them', async () => {
    const { user, calls } = openTab();
    await user.click(
      await screen.findByRole('button', {
        name: 'Manage the users of Selva Aceptada S.A.S. with access',
      }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Users of Selva Aceptada S.A.S.' }),
    );
    const maria = within(dialog.getByRole('rowheader', { name: 'María Gómez' }).closest('tr')!);
    const joao = within(dialog.getByRole('rowheader', { name: 'João Silva' }).closest('tr')!);
    expect(maria.getByRole('cell', { name: 'maria@selva.example' })).toBeVisible();
    expect(
      maria.getByRole('button', { name: 'Give María Gómez access to your company' }),
    ).toHaveTextContent('Add');
    expect(
      joao.getByRole('button', { name: 'Take away the access of João Silva' }),
    ).toHaveTextContent('Remove');

    await user.click(maria.getByRole('button', { name: /Give María Gómez access/ }));
    expect(
      await maria.findByRole('button', { name: 'Take away the access of María Gómez' }),
    ).toBeVisible();
    await user.click(joao.getByRole('button', { name: /Take away the access of João/ }));
    expect(
      await joao.findByRole('button', { name: 'Give João Silva access to your company' }),
    ).toBeVisible();
    expect(calls.filter((c) => c.action.endsWith('UserCompany'))).toEqual([
      { action: 'addUserCompany', body: { id: 2, userId: 41 } },
      { action: 'deleteUserCompany', body: { id: 2, userId: 42 } },
    ]);
  });

  it('shows a refused grant in the modal as a red alert', async () => {
    const { user } = openTab({
      refuse: {
        addUserCompany: () => refusal(400, 'ERROR_LINK_NOT_ACCEPTED', 'The link is not accepted.'),
      },
    });
    await user.click(await screen.findByRole('button', { name: /Manage the users of Selva/ }));
    const dialog = within(await screen.findByRole('dialog', { name: /Users of Selva/ }));
    await user.click(dialog.getByRole('button', { name: /Give María Gómez access/ }));
    expect(await dialog.findByTestId('company-links-failure')).toHaveTextContent(
      'The link is not accepted.',
    );
    expect(dialog.getByRole('button', { name: /Give María Gómez access/ })).toBeVisible();
  });
});

describe('ConnectivityTab: languages', () => {
  it.each(['es', 'pt'] as const)(
    'shows translated texts in %s, never a raw key',
    async (language) => {
      const { missingKeys } = openTab({}, language);
      await screen.findByRole('rowheader', { name: 'Selva Aceptada S.A.S.' });
      expect(findRawKeys(document.body)).toEqual([]);
      expect(missingKeys).toEqual([]);
      expect(
        screen.getByRole('button', {
          name: language === 'es' ? 'Buscar empresa' : 'Pesquisar empresa',
        }),
      ).toBeVisible();
    },
  );
});
