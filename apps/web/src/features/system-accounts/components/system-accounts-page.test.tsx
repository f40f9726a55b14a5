import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AccountType } from '@registry/contract/auth/account-type';
import type { Language } from '@registry/contract/common/language';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { sessionHandlers } from '../../session/test/session-handlers';
import { adminCompany, createAdminBackend } from '../test/admin-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function open(
  options: Parameters<typeof createAdminBackend>[0] = {},
  { typeAccount = 'certifier', language = 'en', path = '/system-accounts' } = {} as {
    typeAccount?: AccountType;
    language?: Language;
    path?: string;
  },
) {
  const backend = createAdminBackend(options);
  server.use(...backend.handlers);
  logIn(makeClaims(typeAccount));
  const view = renderApp({ path, language });
  return { ...backend, ...view, user: userEvent.setup() };
}

const companiesTable = async () =>
  within(await screen.findByRole('table', { name: 'Registered companies' }));
const rowOf = async (name: string) =>
  within((await companiesTable()).getByRole('rowheader', { name }).closest('tr')!);

describe('/system-accounts', () => {
  it('lists every company with its state and completeness, and the system accounts with their kg', async () => {
    const { container, missingKeys } = open({
      companies: [
        adminCompany(),
        adminCompany({
          id: 38,
          name: 'Carbono Suspendido Ltda.',
          typeAccount: 'owner',
          state: 'suspended',
          stateReason: 'Unpaid fees',
          updateDueDiligence: 0,
        }),
      ],
    });
    const pending = await rowOf('Reforestadora Andina S.A.S.');
    expect(pending.getByRole('link', { name: 'Reforestadora Andina S.A.S.' })).toHaveAttribute(
      'href',
      '/all-information/40',
    );
    expect(pending.getByText('Pending')).toBeVisible();
    expect(pending.getByText('Project developer')).toBeVisible();
    expect(
      pending.getByRole('button', { name: 'Approve Reforestadora Andina S.A.S.' }),
    ).toBeVisible();
    expect(
      pending.getByRole('button', { name: 'Reject Reforestadora Andina S.A.S.' }),
    ).toBeVisible();
    const suspended = await rowOf('Carbono Suspendido Ltda.');
    expect(suspended.getByText('Suspended')).toBeVisible();
    expect(suspended.getByText('Unpaid fees')).toBeVisible();
    expect(suspended.getByText('Incomplete')).toBeVisible();
    expect(
      suspended.getByRole('button', { name: 'Reinstate Carbono Suspendido Ltda.' }),
    ).toBeVisible();
    expect(suspended.queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(screen.getByTestId('companies-count')).toHaveTextContent('2 of 2 companies shown.');

    const accounts = within(
      await screen.findByRole('table', { name: 'System accounts and what they hold' }),
    );
    const buffer = within(accounts.getByRole('rowheader', { name: 'Buffer' }).closest('tr')!);
    expect(buffer.getByText('150 t')).toBeVisible();
    expect(buffer.getByText('10 t')).toBeVisible();
    const cancellation = within(
      accounts.getByRole('rowheader', { name: 'Cancellation' }).closest('tr')!,
    );
    expect(cancellation.getAllByText('5 t')).toHaveLength(2);
    await expectNoAxeViolations(container);
    expect(missingKeys).toEqual([]);
  });

  it('approves a pending company after its confirmation, and its history says so', async () => {
    const { user, requests } = open();
    const row = await rowOf('Reforestadora Andina S.A.S.');
    await user.click(row.getByRole('button', { name: 'Approve Reforestadora Andina S.A.S.' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/get the permits of its account type/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Reforestadora Andina S.A.S. is approved.')).toBeVisible();
    expect(requests.reviews).toEqual([{ companyId: 40, action: 'approve', reason: '' }]);
    const approved = await rowOf('Reforestadora Andina S.A.S.');
    await waitFor(() => expect(approved.getByText('Approved')).toBeVisible());
    await user.click(approved.getByRole('button', { name: 'Suspend Reforestadora Andina S.A.S.' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(
      approved.getByRole('button', { name: 'History of Reforestadora Andina S.A.S.' }),
    );
    const history = within(await screen.findByRole('dialog'));
    expect(
      await history.findByText(/Approve: from Pending to Approved, by Ana Certificadora\./),
    ).toBeVisible();
  });

  it('rejects only with a reason, which the row then shows', async () => {
    const { user, requests, container } = open();
    const row = await rowOf('Reforestadora Andina S.A.S.');
    await user.click(row.getByRole('button', { name: 'Reject Reforestadora Andina S.A.S.' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(dialog.getByText('Say why: the company is told the reason.')).toBeVisible();
    expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
    expect(requests.reviews).toEqual([]);
    await expectNoAxeViolations(container);

    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'The RUT does not match');
    expect(dialog.getByText('22 of 500 characters')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Reforestadora Andina S.A.S. is rejected.')).toBeVisible();
    expect(requests.reviews).toEqual([
      { companyId: 40, action: 'reject', reason: 'The RUT does not match' },
    ]);
    const rejected = await rowOf('Reforestadora Andina S.A.S.');
    await waitFor(() => expect(rejected.getByText('The RUT does not match')).toBeVisible());
    expect(
      rejected.getByRole('button', { name: 'Approve Reforestadora Andina S.A.S.' }),
    ).toBeVisible();
  });

  it('shows in the dialog why a review was refused when the company moved meanwhile', async () => {
    const { user, companies } = open();
    const row = await rowOf('Reforestadora Andina S.A.S.');
    await user.click(row.getByRole('button', { name: 'Approve Reforestadora Andina S.A.S.' }));
    companies[0]!.state = 'approved';
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The company is no longer in a state that allows this review.',
    );
  });

  it('filters by state and account type at once and searches on submit, kept in the address', async () => {
    const { user, requests, router } = open();
    await companiesTable();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'approved');
    expect(await rowOf('Comercializadora Verde')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Reforestadora Andina S.A.S.' })).toBeNull(),
    );
    expect(router.state.location.search).toBe('?state=approved');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Account type' }), 'developer');
    expect(await screen.findByText('No company matches')).toBeVisible();
    expect(requests.lists.at(-1)?.get('typeAccount')).toBe('developer');

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account type' }), '');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'R{Enter}');
    expect(screen.getByText('Type at least 2 characters.')).toBeVisible();
    await user.type(search, 'efo{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=Refo'));
    expect(await rowOf('Reforestadora Andina S.A.S.')).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'Comercializadora Verde' })).toBeNull();
  });

  it('loads 50 more at a time and keeps the count of all the filter matches', async () => {
    const { user } = open({
      pageSize: 2,
      companies: [
        adminCompany({ id: 40, name: 'Empresa Uno' }),
        adminCompany({ id: 39, name: 'Empresa Dos' }),
        adminCompany({ id: 38, name: 'Empresa Tres' }),
      ],
    });
    expect(await screen.findByTestId('companies-count')).toHaveTextContent(
      '2 of 3 companies shown.',
    );
    await user.click(screen.getByRole('button', { name: 'Load more companies' }));
    expect(await rowOf('Empresa Tres')).toBeTruthy();
    expect(screen.getByTestId('companies-count')).toHaveTextContent('3 of 3 companies shown.');
    expect(screen.queryByRole('button', { name: 'Load more companies' })).toBeNull();
  });

  it('edits a company’s data with My Company’s tab, kept in the address, and goes back to the list', async () => {
    const { user, requests, router } = open();
    const row = await rowOf('Reforestadora Andina S.A.S.');
    await user.click(
      row.getByRole('button', { name: 'Edit the data of Reforestadora Andina S.A.S.' }),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Data of Reforestadora Andina S.A.S.' }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?edit=40');
    expect(screen.getByRole('button', { name: 'General information' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const general = within(await screen.findByTestId('my-company-general'));
    await user.click(general.getByRole('button', { name: 'Edit' }));
    const address = screen.getByRole('textbox', { name: /Address/ });
    await user.clear(address);
    await user.type(address, 'Carrera 9 # 80-15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, save' }),
    );
    await waitFor(() =>
      expect(requests.edits).toEqual([
        {
          companyId: 40,
          company: {
            address: 'Carrera 9 # 80-15',
            contactName: 'Ana Restrepo',
            phone: '300 123 4567',
          },
        },
      ]),
    );
    expect(await general.findByText('Carrera 9 # 80-15')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Billing information' }));
    expect(await screen.findByTestId('my-company-billing')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Back to the companies' }));
    expect(await rowOf('Reforestadora Andina S.A.S.')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('shows another account type the API’s refusal, in its language', async () => {
    open({ refuse: true }, { typeAccount: 'owner', language: 'es' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(await screen.findAllByText('Only a certifier can do this.')).toHaveLength(2);
  });

  it('speaks Spanish as usted and Portuguese as você without a missing text', async () => {
    for (const language of ['es', 'pt'] as const) {
      const { missingKeys, unmount } = open({}, { language });
      const approve = language === 'es' ? 'Aprobar' : 'Aprovar';
      expect(
        await screen.findByRole('button', { name: `${approve} Reforestadora Andina S.A.S.` }),
      ).toBeVisible();
      expect(missingKeys).toEqual([]);
      unmount();
    }
  });
});
