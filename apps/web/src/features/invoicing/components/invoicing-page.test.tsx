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
import { createBillingBackend, invoiceRow } from '../test/billing-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function open(
  options: Parameters<typeof createBillingBackend>[0] = {},
  typeAccount: AccountType = 'certifier',
  language: Language = 'en',
) {
  const backend = createBillingBackend(options);
  server.use(...backend.handlers);
  logIn(makeClaims(typeAccount));
  const view = renderApp({ path: '/invoicing', language });
  return { ...backend, ...view, user: userEvent.setup() };
}

const today = () => new Date().toISOString().slice(0, 10);

describe('/invoicing', () => {
  it('shows a certifier every company’s invoices with their amounts, and the schedule in force', async () => {
    const { container, missingKeys } = open({
      invoices: [
        invoiceRow(),
        invoiceRow({
          id: 6,
          number: 'CR-INV-2026-6',
          kind: 'accountOpening',
          quantityKg: null,
          companyName: 'Reforestadora Andina S.A.S.',
          state: 'paid',
          subtotalCents: 50_000,
          taxCents: 9500,
          totalCents: 59_500,
        }),
      ],
    });
    const table = within(await screen.findByRole('table', { name: 'Invoices' }));
    const levy = within(table.getByRole('rowheader', { name: 'CR-INV-2026-7' }).closest('tr')!);
    expect(levy.getByText('Bosques del Pacífico S.A.S.')).toBeVisible();
    expect(levy.getByText('Issuance levy · 12 t')).toBeVisible();
    expect(levy.getByText('$3.42')).toBeVisible();
    expect(levy.getByText('$21.42')).toBeVisible();
    expect(levy.getByText('Issued')).toBeVisible();
    const opening = within(table.getByRole('rowheader', { name: 'CR-INV-2026-6' }).closest('tr')!);
    expect(opening.getByText('Account opening')).toBeVisible();
    expect(opening.getByText('Paid')).toBeVisible();

    const fees = within(await screen.findByRole('table', { name: 'Fee schedule' }));
    const row = within(fees.getByRole('rowheader', { name: 'Issuance levy' }).closest('tr')!);
    expect(row.getByText('$1.50 per tonne')).toBeVisible();
    expect(row.getByText('19%')).toBeVisible();
    expect(row.getByText('In force')).toBeVisible();
    await expectNoAxeViolations(container);
    expect(missingKeys).toEqual([]);
  });

  it('lets the certifier add a price after checking it and confirming, and the schedule shows it', async () => {
    const { user, requests } = open();
    await screen.findByRole('table', { name: 'Fee schedule' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fee' }), 'retirementFee');
    await user.type(screen.getByRole('textbox', { name: /Amount per tonne/ }), '0,8x');
    const tax = screen.getByRole('textbox', { name: /Tax \(%\)/ });
    await user.clear(tax);
    await user.type(tax, '150');
    await user.click(screen.getByRole('button', { name: 'Review the price' }));
    expect(
      screen.getByText('Write an amount of zero or more, with up to two decimals.'),
    ).toBeVisible();
    expect(
      screen.getByText('Write a percentage from 0 to 100, with up to two decimals.'),
    ).toBeVisible();
    expect(requests.fees).toEqual([]);

    const amount = screen.getByRole('textbox', { name: /Amount per tonne/ });
    await user.clear(amount);
    await user.type(amount, '0,8');
    await user.clear(tax);
    await user.type(tax, '19');
    await user.click(screen.getByRole('button', { name: 'Review the price' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this price?' }));
    expect(dialog.getByText(/Retirement fee: \$0\.80 plus 19% tax, from/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Save the price' }));
    expect(await screen.findByText('The price of Retirement fee was saved.')).toBeVisible();
    expect(requests.fees).toEqual([
      {
        kind: 'retirementFee',
        amountCents: 80,
        taxRateBp: 1900,
        currency: 'USD',
        validFrom: today(),
      },
    ]);
    const fees = within(await screen.findByRole('table', { name: 'Fee schedule' }));
    await waitFor(() =>
      expect(fees.getByRole('rowheader', { name: 'Retirement fee' })).toBeVisible(),
    );
  });

  it('shows a company its invoices without the company column nor the price form, and filters by state', async () => {
    const { user, requests } = open({}, 'owner');
    const table = within(await screen.findByRole('table', { name: 'Invoices' }));
    expect(table.queryByRole('columnheader', { name: 'Company' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Review the price' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'paid');
    expect(await screen.findByText('No invoices yet')).toBeVisible();
    expect(requests.lists.at(-1)?.get('state')).toBe('paid');
  });

  it('speaks Spanish and Portuguese without a missing text', async () => {
    for (const language of ['es', 'pt'] as const) {
      const { missingKeys, unmount } = open({}, 'certifier', language);
      expect(await screen.findByText('CR-INV-2026-7')).toBeVisible();
      expect(missingKeys).toEqual([]);
      unmount();
    }
  });
});
