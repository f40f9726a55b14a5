import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { createLedgerBackend, positionRow } from '../../positions/test/positions-handlers';
import { sessionHandlers } from '../../session/test/session-handlers';

// jsdom draws no canvas: /my-positions' chart chunk is replaced by its text equivalent.
vi.mock('../../positions/components/holdings-chart-canvas', () => ({
  default: ({ description }: { description: string }) => <p>{description}</p>,
}));

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function openPicker(rows: Position[], language: 'en' | 'es' | 'pt' = 'en') {
  server.use(...createLedgerBackend(rows).handlers);
  logIn(makeClaims('owner'));
  const view = renderApp({ path: '/transfer-certification', language });
  return { ...view, user: userEvent.setup() };
}

const BLOCKS = [
  positionRow({ serialId: 1, quantityKg: 10_000 }),
  positionRow({
    serialId: 2,
    serial: 'CR-CERCARBONO-CO-0007-2024-1-10001kg-12500kg',
    quantityKg: 2500,
    divisible: true,
    subAccountId: 30,
    accountName: 'Clientes',
  }),
  positionRow({ serialId: 3, serial: 'CR-CERCARBONO-CO-0008-2023-1-1-5', status: 'locked' }),
];

describe('/transfer-certification without a block', () => {
  it('lists the active blocks and leads into the transfer of the one chosen', async () => {
    const { user, router, container } = openPicker(BLOCKS);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transfer credits' }),
    ).toBeVisible();
    const table = within(await screen.findByRole('table', { name: 'Positions' }));
    expect(table.queryByText('CR-CERCARBONO-CO-0008-2023-1-1-5')).not.toBeInTheDocument();
    expect(table.queryByRole('button', { name: 'Convert to kg' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);

    const row = within(table.getByRole('row', { name: /10001kg-12500kg/ }));
    await user.click(row.getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/transfer-certification/7/2/2500/30'),
    );
    expect(await screen.findByLabelText(/Quantity in kg/)).toHaveValue(2500);
  });

  it('leads a block of the main account to its path without a sub-account', async () => {
    const { user, router } = openPicker(BLOCKS);
    const table = within(await screen.findByRole('table', { name: 'Positions' }));
    const row = within(table.getByRole('row', { name: /0007-2024-1-1-10/ }));
    await user.click(row.getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/transfer-certification/7/1/10'),
    );
  });

  it.each([
    ['es', 'No hay créditos para transferir', 'Volver a mis posiciones'],
    ['pt', 'Não há créditos para transferir', 'Voltar para minhas posições'],
  ] as const)('says in %s when there is nothing to transfer', async (language, title, back) => {
    const { container } = openPicker([BLOCKS[2]!], language);
    expect(await screen.findByText(title)).toBeVisible();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/my-positions');
    await expectNoAxeViolations(container);
  });
});
