import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AccountType } from '@registry/contract/auth/account-type';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createSubAccountsBackend, POSITION } from '../test/sub-accounts-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function open(
  options: Parameters<typeof createSubAccountsBackend>[0] = {},
  typeAccount: AccountType = 'owner',
  language: 'es' | 'en' | 'pt' = 'en',
) {
  const backend = createSubAccountsBackend(options);
  server.use(...backend.handlers);
  logIn(makeClaims(typeAccount));
  const view = renderApp({ path: '/manage-sub-accounts', language });
  return { ...backend, ...view, user: userEvent.setup() };
}

const table = async () => within(await screen.findByRole('table', { name: 'Sub-accounts' }));

describe('/manage-sub-accounts', () => {
  it('lists the sub-accounts with their state and holdings, and a CSV', async () => {
    const { container, missingKeys } = open();
    const rows = await table();
    const reserve = within(await rows.findByRole('row', { name: /Reserva/ }));
    expect(reserve.getByText('10 t')).toBeVisible();
    expect(reserve.getByText('Open')).toBeVisible();
    expect(screen.getByRole('button', { name: /CSV/ })).toBeVisible();
    await expectNoAxeViolations(container);
    expect(missingKeys).toEqual([]);
  });

  it('creates and renames a sub-account', async () => {
    const { user, requests } = open();
    await table();
    await user.click(screen.getByRole('button', { name: 'New sub-account' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(dialog.getByText('Write a name of up to 80 characters.')).toBeVisible();
    await user.type(dialog.getByLabelText('Name'), 'Clientes');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    const rows = await table();
    expect(await rows.findByRole('row', { name: /Clientes/ })).toBeVisible();

    const first = within(rows.getByRole('row', { name: /Compensación 2026/ }));
    await user.click(first.getByRole('button', { name: 'Rename' }));
    const rename = within(await screen.findByRole('dialog'));
    await user.clear(rename.getByLabelText('Name'));
    await user.type(rename.getByLabelText('Name'), 'Compensación 2027');
    await user.click(rename.getByRole('button', { name: 'Rename' }));
    expect(await rows.findByRole('row', { name: /Compensación 2027/ })).toBeVisible();
    expect(requests.changes.map(({ kind, body }) => [kind, body])).toEqual([
      ['create', { name: 'Clientes' }],
      ['rename', { subAccountId: 1, name: 'Compensación 2027' }],
    ]);
    expect(requests.changes.every((change) => change.key)).toBe(true);
  });

  it('closes an empty sub-account and shows why a holding one stays open', async () => {
    const { user, requests } = open();
    const rows = await table();
    await user.click(
      within(await rows.findByRole('row', { name: /Reserva/ })).getByRole('button', {
        name: 'Close',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close sub-account' }),
    );
    expect(
      await screen.findByText(
        'The sub-account still holds credits: move them out before closing it.',
      ),
    ).toBeVisible();

    await user.click(
      within(rows.getByRole('row', { name: /Compensación 2026/ })).getByRole('button', {
        name: 'Close',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close sub-account' }),
    );
    await waitFor(() =>
      expect(requests.changes.map((change) => change.kind)).toEqual(['close', 'close']),
    );
    await waitFor(() =>
      expect(
        within(rows.getByRole('row', { name: /Compensación 2026/ })).getByText('Closed'),
      ).toBeVisible(),
    );
    expect(await screen.findByText('Compensación 2026 is closed.')).toBeVisible();
  });

  it('moves credits from the main account to an own sub-account with an Idempotency-Key', async () => {
    const { user, requests, container } = open();
    await table();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move credits' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Move credits' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('radio', { name: /Buses Eléctricos Bogotá/ }));
    await user.selectOptions(dialog.getByLabelText('To the account'), 'Reserva');
    await user.type(dialog.getByLabelText('Quantity (t)'), '100');
    await user.click(dialog.getByRole('button', { name: 'Review the move' }));
    expect(
      dialog.getByText('Enter a whole number greater than 0, at most what the block holds.'),
    ).toBeVisible();
    await user.clear(dialog.getByLabelText('Quantity (t)'));
    await user.type(dialog.getByLabelText('Quantity (t)'), '25');
    await expectNoAxeViolations(container);
    await user.click(dialog.getByRole('button', { name: 'Review the move' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Move credits' }));
    expect(confirm.getByText('25 t move from Main account to Reserva.')).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Move credits' }));
    await waitFor(() => expect(requests.transfers).toHaveLength(1));
    expect(requests.transfers[0]?.body).toEqual({
      serialId: 101,
      quantity: 25,
      isKg: false,
      companyId: 10,
      subAccountId: 2,
    });
    expect(requests.transfers[0]?.key).toBeTruthy();
  });

  it('lists every block whole in the move dialog, each naming its project', async () => {
    const blocks = [
      POSITION,
      {
        ...POSITION,
        serialId: 102,
        projectId: 8,
        projectName: 'Conservación de Manglares en la Ciénaga Grande de Santa Marta',
        vintage: 2024,
        serial: 'CR-CERCARBONO-CO-0008-2024-1-1-2500',
        quantityKg: 2_500,
        divisible: true,
        subAccountId: 2,
        accountName: 'Reserva',
      },
      { ...POSITION, serialId: 103, status: 'locked' as const },
    ];
    const { user, container, missingKeys } = open({ positions: blocks }, 'owner', 'es');
    await within(await screen.findByRole('table', { name: 'Subcuentas' })).findByRole('row', {
      name: /Reserva/,
    });
    const action = screen.getByRole('button', { name: 'Mover créditos' });
    await waitFor(() => expect(action).toBeEnabled());
    await user.click(action);
    const dialog = within(await screen.findByRole('dialog'));
    const list = dialog.getByRole('radiogroup', { name: 'Bloque' });
    // A long list scrolls inside the dialog (move-credits-dialog.css), no native select cuts it.
    expect(list).toHaveClass('move-blocks');
    expect(dialog.queryByRole('combobox', { name: 'Bloque' })).not.toBeInTheDocument();
    const radios = within(list).getAllByRole('radio');
    // Only the active blocks: the locked one cannot move.
    expect(radios).toHaveLength(2);
    const mangroves = within(list).getByRole('radio', { name: /Manglares/ });
    // The whole project name, vintage, quantity, account and serial, none of it cut.
    expect(mangroves).toHaveAccessibleName(
      'Conservación de Manglares en la Ciénaga Grande de Santa Marta ' +
        'Cosecha 2024 · 2500 kg · Reserva CR-CERCARBONO-CO-0008-2024-1-1-2500',
    );
    expect(
      within(list).getByRole('radio', { name: /Buses Eléctricos Bogotá/ }),
    ).toHaveAccessibleName(
      'Buses Eléctricos Bogotá Cosecha 2025 · 90 t · Cuenta principal CR-CERCARBONO-CO-0007-2025-1-11-100',
    );
    await user.click(dialog.getByRole('button', { name: 'Revisar el movimiento' }));
    expect(list).toHaveAttribute('aria-invalid', 'true');
    expect(list).toHaveAccessibleDescription('Elija un bloque');
    await user.click(mangroves);
    expect(mangroves).toBeChecked();
    expect(dialog.getByLabelText('Cantidad (kg)')).toBeVisible();
    await expectNoAxeViolations(container);
    expect(missingKeys).toEqual([]);
  });

  it('says when the company has no sub-account', async () => {
    open({ subAccounts: [] });
    expect(await screen.findByText('Your company has no sub-account yet.')).toBeVisible();
  });

  it('opens for any company, as the spec leaves the route unguarded', async () => {
    open({ subAccounts: [] }, 'certifier');
    expect(await screen.findByText('Your company has no sub-account yet.')).toBeVisible();
    expect(screen.queryByTestId('not-allowed-page')).not.toBeInTheDocument();
  });
});
