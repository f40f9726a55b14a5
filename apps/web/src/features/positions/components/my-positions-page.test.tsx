import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AccountType } from '@registry/contract/auth/account-type';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createLedgerBackend, positionRow } from '../test/positions-handlers';

// jsdom draws no canvas: the chart's chunk is replaced by its text equivalent.
vi.mock('./holdings-chart-canvas', () => ({
  default: ({ description }: { description: string }) => <p>{description}</p>,
}));

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

const MAIN = positionRow({ serialId: 1, quantityKg: 1_234_000 });
const SUB = positionRow({
  serialId: 2,
  quantityKg: 2500,
  divisible: true,
  subAccountId: 30,
  accountName: 'Clientes',
  serial: 'CR-CERCARBONO-CO-0007-2024-1-1kg-2500kg',
});
const OTHER = positionRow({
  serialId: 3,
  projectId: 8,
  projectName: 'Páramo de Chingaza',
  vintage: 2023,
  quantityKg: 5000,
  status: 'locked',
  serial: 'CR-CERCARBONO-CO-0008-2023-1-1-5',
});

function openPositions(rows: Position[], typeAccount: AccountType = 'owner') {
  const backend = createLedgerBackend(rows);
  server.use(...backend.handlers);
  logIn(makeClaims(typeAccount));
  const view = renderApp({ path: '/my-positions' });
  return { ...backend, ...view, user: userEvent.setup() };
}

const positionsTable = async () => within(await screen.findByRole('table', { name: 'Positions' }));

describe('/my-positions', () => {
  it('lists every block with its quantity, account and status, totals and the chart', async () => {
    const { container } = openPositions([MAIN, SUB, OTHER]);
    const table = await positionsTable();
    expect(await screen.findByRole('heading', { level: 1, name: 'My positions' })).toBeVisible();
    const main = within(table.getByRole('row', { name: /0007-2024-1-1-10/ }));
    expect(main.getByText('1,234 t')).toBeVisible();
    expect(main.getByText('Main account')).toBeVisible();
    expect(main.getByText('Active')).toBeVisible();
    const sub = within(table.getByRole('row', { name: /1kg-2500kg/ }));
    expect(sub.getByText('2,500 kg')).toBeVisible();
    expect(sub.getByText('Sub-account Clientes')).toBeVisible();
    // A divisible block converts no further; a locked block does not move.
    expect(sub.queryByRole('button', { name: 'Convert to kg' })).not.toBeInTheDocument();
    const locked = within(table.getByRole('row', { name: /0008-2023/ }));
    expect(locked.getByText('Locked')).toBeVisible();
    expect(locked.queryByRole('button')).not.toBeInTheDocument();
    expect(
      locked.getByText('Locked by the certifier: it cannot move while it stays locked.'),
    ).toBeVisible();
    // The heading names the totals once on screen; the table's caption is for screen readers.
    const shownTotals = screen
      .getAllByText('Totals per project and vintage')
      .filter((element) => !element.closest('.visually-hidden'));
    expect(shownTotals).toEqual([
      screen.getByRole('heading', { level: 2, name: 'Totals per project and vintage' }),
    ]);
    const totals = within(screen.getByRole('table', { name: 'Totals per project and vintage' }));
    expect(
      within(totals.getByRole('row', { name: /Manglares de Tumaco/ })).getByText('1,236.5 t'),
    ).toBeVisible();
    expect(
      within(totals.getByRole('row', { name: /Páramo de Chingaza/ })).getByText('5 t'),
    ).toBeVisible();
    expect(screen.getAllByRole('button', { name: /CSV/ }).length).toBeGreaterThanOrEqual(2);
    expect(
      await screen.findByText(/Manglares de Tumaco: 1,236.5 t; Páramo de Chingaza: 5 t/),
    ).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('says when the list is cut, and totals and charts every block the API counted', async () => {
    server.use(
      http.get(apiUrl('/platform/projectCompanyTransfer/positions'), () =>
        HttpResponse.json({
          status: 1,
          codeMessages: [],
          positions: [MAIN, SUB],
          blockCount: 5002,
          totals: [
            {
              projectId: 7,
              projectName: 'Manglares de Tumaco',
              vintage: 2024,
              quantityKg: 9_000_000,
            },
          ],
        }),
      ),
    );
    logIn(makeClaims('owner'));
    renderApp({ path: '/my-positions' });
    expect(
      await screen.findByText(
        'The first 2 of 5,002 blocks are listed. The totals and the chart count them all.',
      ),
    ).toBeVisible();
    const totals = within(screen.getByRole('table', { name: 'Totals per project and vintage' }));
    expect(
      within(totals.getByRole('row', { name: /Manglares de Tumaco/ })).getByText('9,000 t'),
    ).toBeVisible();
    expect(await screen.findByText(/Manglares de Tumaco: 9,000 t/)).toBeVisible();
  });

  it('goes to the transfer of a block, with its sub-account in the route', async () => {
    const { user, router } = openPositions([MAIN, SUB]);
    const table = await positionsTable();
    const sub = within(table.getByRole('row', { name: /1kg-2500kg/ }));
    await user.click(sub.getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/transfer-certification/7/2/2500/30'),
    );
  });

  it('converts whole tonnes to kg after a confirmation, once, and shows the new blocks', async () => {
    const { user, requests } = openPositions([positionRow({ quantityKg: 10_000 })]);
    const table = await positionsTable();
    await user.click(table.getByRole('button', { name: 'Convert to kg' }));
    const dialog = within(await screen.findByRole('dialog'));
    const field = dialog.getByLabelText(/Whole tonnes to convert/);
    await user.type(field, '11');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(dialog.getByText('Enter a whole number of tonnes from 1 to 10.')).toBeVisible();
    await user.clear(field);
    await user.type(field, '4');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    const confirm = within(
      await screen.findByRole('dialog', { name: 'Convert these tonnes to kg?' }),
    );
    await user.dblClick(confirm.getByRole('button', { name: 'Convert to kg' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('4 t were converted to kg.');
    expect(await screen.findByText('4,000 kg')).toBeVisible();
    expect(screen.getByText('6 t')).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({ serialId: 1, quantity: 4 });
    expect(requests[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the API's message when the conversion is refused", async () => {
    const { user, state } = openPositions([positionRow({})]);
    state.failWith = [{ codeMessage: 'ERROR_LEDGER_FROZEN', message: 'The project is suspended.' }];
    const table = await positionsTable();
    await user.click(table.getByRole('button', { name: 'Convert to kg' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/Whole tonnes to convert/), '2');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    const confirm = within(
      await screen.findByRole('dialog', { name: 'Convert these tonnes to kg?' }),
    );
    await user.click(confirm.getByRole('button', { name: 'Convert to kg' }));
    expect(await screen.findByText('The project is suspended.')).toBeVisible();
  });

  it('says so when nothing is held', async () => {
    const { container } = openPositions([]);
    expect(await screen.findByText('No credits held')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish as usted, with tonnes grouped the Spanish way', async () => {
    const backend = createLedgerBackend([positionRow({ quantityKg: 12_345_000 })]);
    server.use(...backend.handlers);
    logIn(makeClaims('owner'));
    renderApp({ path: '/my-positions', language: 'es' });
    const table = within(await screen.findByRole('table', { name: 'Posiciones' }));
    expect(table.getByText('12.345 t')).toBeVisible();
    expect(table.getByRole('button', { name: 'Transferir' })).toBeVisible();
    expect(screen.getByText(/Cada bloque de créditos que tiene su empresa/)).toBeVisible();
  });
});
