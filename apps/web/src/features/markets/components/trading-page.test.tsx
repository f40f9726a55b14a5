import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Language } from '@registry/contract/common/language';
import type { Position } from '@registry/contract/ledger/ledger-api';
import type { MarketAccount } from '@registry/contract/markets/market-accounts-api';
import type { MarketHolding, MarketMove } from '@registry/contract/markets/market-moves-api';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { createLedgerBackend, positionRow } from '../../positions/test/positions-handlers';
import { sessionHandlers } from '../../session/test/session-handlers';
import { marketAccountRow } from '../test/market-accounts-handlers';
import {
  createMarketTradingBackend,
  marketHoldingRow,
  marketMoveRow,
} from '../test/market-trading-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

/** EIP-55's own test vector. */
const POLYGON = marketAccountRow({
  market: 'polygon',
  accountId: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
});
const CHIA = marketAccountRow();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface OpenOptions {
  accounts?: MarketAccount[];
  holdings?: MarketHolding[];
  moves?: MarketMove[];
  positions?: Position[];
  language?: Language;
  claims?: ReturnType<typeof makeClaims> | null;
}

function open(
  path: string,
  { language = 'en', claims = makeClaims('owner'), positions = [], ...data }: OpenOptions = {},
) {
  const backend = createMarketTradingBackend({ ...data, positions });
  const ledger = createLedgerBackend(positions);
  server.use(...backend.handlers, ...ledger.handlers);
  if (claims) logIn(claims);
  const view = renderApp({ path, language });
  return { ...backend, ...view, user: userEvent.setup() };
}

describe('a market’s trading screen', () => {
  it('asks to link the company’s account first, with the way to the market’s link page', async () => {
    open('/trading-polygon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Polygon' })).toBeVisible();
    expect(await screen.findByText("Link your company's account on Polygon first")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Link the account on Polygon' })).toHaveAttribute(
      'href',
      '/register-polygon',
    );
    expect(screen.queryByRole('button', { name: 'Move credits in' })).toBeNull();
    // And the way to every market's page (/register-trading has no menu entry of its own).
    expect(screen.getByRole('link', { name: 'All markets' })).toHaveAttribute(
      'href',
      '/register-trading',
    );
  });

  it('shows the credits on the market and the moves with their states in the user’s language', async () => {
    const { container, missingKeys } = open('/TradingChia', {
      language: 'es',
      accounts: [CHIA],
      holdings: [marketHoldingRow()],
      moves: [
        marketMoveRow({ id: 4, direction: 'out', state: 'failed', failure: 'unavailable' }),
        marketMoveRow({ id: 3, state: 'failed', failure: 'refused', reference: null }),
        marketMoveRow({ id: 2, state: 'pending', quantityKg: 1500, reference: null }),
        marketMoveRow({ id: 1 }),
      ],
    });
    expect(await screen.findByText(CHIA.accountId)).toBeVisible();
    const holdings = within(
      await screen.findByRole('table', { name: 'Créditos que su empresa tiene en Chia' }),
    );
    const holding = within(holdings.getByRole('row', { name: /2024-1-11-35/ }));
    expect(holding.getByText('Manglares de Tumaco')).toBeVisible();
    expect(holding.getByText('25 t')).toBeVisible();
    expect(holding.getByText('20 t')).toBeVisible();
    expect(
      holding.getByRole('button', { name: /Sacar del mercado créditos de CR-CERCARBONO/ }),
    ).toBeVisible();
    const moves = within(
      screen.getByRole('table', {
        name: 'Movimientos entre su empresa y Chia, los más recientes primero',
      }),
    );
    const rows = moves.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(3)?.textContent)).toEqual([
      'Fallido',
      'Fallido, créditos devueltos',
      'Pendiente',
      'Confirmado',
    ]);
    expect(within(rows[0]!).getByText('Salida')).toBeVisible();
    expect(
      within(rows[0]!).getByText('El mercado no respondió tras todos los intentos.'),
    ).toBeVisible();
    expect(within(rows[1]!).getByText('El mercado lo rechazó.')).toBeVisible();
    expect(within(rows[2]!).getByText('1500 kg')).toBeVisible();
    expect(within(rows[3]!).getByText('CHIA-OFFER-0001')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Descargar CSV' })).toHaveLength(2);
    expect(missingKeys).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('moves 10 t of an active block in with one Idempotency-Key, and the move shows pending, then confirmed', async () => {
    const active = positionRow({ serialId: 1, quantityKg: 50_000 });
    const locked = positionRow({
      serialId: 2,
      status: 'locked',
      serial: 'CR-CERCARBONO-CO-0007-2024-1-51-60',
    });
    const { user, state, settle } = open('/trading-polygon', {
      accounts: [POLYGON],
      positions: [active, locked],
    });
    await user.click(await screen.findByRole('button', { name: 'Move credits in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move credits into Polygon' }));
    const block = await dialog.findByLabelText(/^Block/);
    // A locked block does not move.
    expect(
      within(block)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a block', `${active.serial} · Manglares de Tumaco · 50 t`]);
    await user.selectOptions(block, String(active.serialId));
    await user.type(dialog.getByLabelText(/Quantity in t \(at most 50\)/), '10');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    const confirm = within(
      await screen.findByRole('dialog', { name: 'Move these credits into Polygon?' }),
    );
    expect(
      confirm.getByText(
        `10 t of block ${active.serial} (Manglares de Tumaco) are locked in the escrow account of Polygon until Polygon confirms the move. If it fails, they go back to the account they came from.`,
      ),
    ).toBeVisible();
    await user.dblClick(confirm.getByRole('button', { name: 'Move in' }));
    expect(
      await screen.findByText('Move requested. It shows as pending until Polygon answers.'),
    ).toBeVisible();
    expect(state.calls).toHaveLength(1);
    expect(state.calls[0]?.body).toEqual({
      market: 'polygon',
      direction: 'in',
      serialId: 1,
      quantity: 10,
      isKg: false,
    });
    expect(state.calls[0]?.idempotencyKey).toMatch(UUID);
    const moves = within(
      await screen.findByRole('table', {
        name: 'Moves between your company and Polygon, newest first',
      }),
    );
    const moveRow = () => within(moves.getByRole('row', { name: new RegExp(active.serial) }));
    expect(moveRow().getByText('Pending')).toBeVisible();
    expect(moveRow().getByText('10 t')).toBeVisible();
    // While a move is pending the screen asks again: the market's answer shows without a reload.
    settle(state.moves[0]!.id, { state: 'confirmed', reference: '0xabc', attempts: 1 });
    await waitFor(() => expect(moveRow().getByText('Confirmed')).toBeVisible(), {
      timeout: 4000,
    });
  });

  it('refuses to move out more than is available, saying why, and sends nothing', async () => {
    const { user, state } = open('/trading-polygon', {
      accounts: [POLYGON],
      holdings: [marketHoldingRow()],
    });
    await user.click(await screen.findByRole('button', { name: /Move out credits of/ }));
    const dialog = within(
      await screen.findByRole('dialog', { name: /Move credits of .* out of Polygon/ }),
    );
    expect(dialog.getByText('Available: 20 t')).toBeVisible();
    const field = dialog.getByLabelText(/Quantity in t \(at most 20\)/);
    await user.type(field, '21');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Write a whole number of t from 1 to 20.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog', { name: /give these credits back/ })).toBeNull();
    expect(state.calls).toEqual([]);
  });

  it('asks the market for credits back, shows its refusal in words and sends the same move again with the same key', async () => {
    const { user, state } = open('/trading-polygon', {
      accounts: [POLYGON],
      holdings: [marketHoldingRow()],
    });
    state.failWith = [
      { codeMessage: 'ERROR_MARKET_UNAVAILABLE', message: 'Polygon does not answer right now.' },
    ];
    await user.click(await screen.findByRole('button', { name: /Move out credits of/ }));
    const form = () => within(screen.getByRole('dialog', { name: /out of Polygon/ }));
    await screen.findByRole('dialog', { name: /out of Polygon/ });
    await user.type(form().getByLabelText(/Quantity in t/), '5');
    const confirmMove = async () => {
      await user.click(form().getByRole('button', { name: 'Continue' }));
      const confirm = within(
        await screen.findByRole('dialog', { name: 'Ask Polygon to give these credits back?' }),
      );
      expect(
        confirm.getByText(
          `Polygon is asked to give back 5 t of block ${marketHoldingRow().serial}. They return to your company's main account once Polygon confirms; until then they stay on Polygon.`,
        ),
      ).toBeVisible();
      await user.click(confirm.getByRole('button', { name: 'Move out' }));
    };
    await confirmMove();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Polygon does not answer right now.',
    );
    await confirmMove();
    expect(
      await screen.findByText('Move out requested. It shows as pending until Polygon answers.'),
    ).toBeVisible();
    expect(state.calls.map((call) => call.body)).toEqual([
      { market: 'polygon', direction: 'out', serialId: 501, quantity: 5, isKg: false },
      { market: 'polygon', direction: 'out', serialId: 501, quantity: 5, isKg: false },
    ]);
    expect(state.calls[1]?.idempotencyKey).toBe(state.calls[0]?.idempotencyKey);
  });

  it('tells a visitor to log in and a certifier who may move credits, and asks nothing', async () => {
    const visitor = open('/trading-rcc', { claims: null });
    expect(
      await screen.findByText(/Log in as a user of a company that trades on markets to move/),
    ).toBeVisible();
    visitor.unmount();
    open('/TradingCbl', { claims: makeClaims('certifier') });
    expect(
      await screen.findByText(/Credits are moved to markets by users with the markets permit/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Move credits in' })).toBeNull();
  });
});
