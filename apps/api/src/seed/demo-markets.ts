import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { marketMoves } from '../db/schema/markets';
import type { Caller } from '../lib/caller';
import type { LedgerContext } from '../modules/ledger/ledger-context';
import { createSandboxConnector } from '../modules/markets/connectors/sandbox-connector';
import { linkMarketAccount } from '../modules/markets/link-market-account';
import {
  createMarketConnectors,
  type MarketConnectors,
} from '../modules/markets/market-connectors';
import { requestMarketMove } from '../modules/markets/request-market-move';
import { settleMarketMoves } from '../modules/markets/settle-market-moves';

/** owner@'s accounts on the demo markets: EIP-55's test vector, and Chia's documented address. */
export const DEMO_MARKET_ACCOUNTS = {
  polygon: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  chia: 'xch1pwrzyy35qxk0rz76jl0648fvt6ql905vwd7zs0scjqant5sf25lql4hz3z',
} as const;

/** How long the demo's pending move waits, as a market that asked to be called back later. */
const CALL_BACK_MS = 15 * 60_000;

/**
 * owner@ on the external markets (issue 22), through the markets' own
 * actions and sandboxes: Polygon and Chia linked; on Polygon 10 t of Mata
 * Atlântica and 5 t of Atacama moved in and confirmed, 2 t of Atacama moved
 * back out; 3 t of Atacama refused while Polygon did not answer (back in the
 * account); 1 t of Mata Atlântica asked back and pending, the market to be
 * called again in a quarter of an hour.
 */
export async function seedDemoMarkets(
  db: Db,
  ctx: () => LedgerContext,
  {
    owner,
    mata,
    atacama,
    registryPrefix,
  }: {
    owner: Caller;
    mata: number;
    atacama: number;
    registryPrefix: string;
  },
): Promise<void> {
  const connectors = createMarketConnectors(db, {
    endpoints: {},
    sandboxDelayMs: 0,
    sandboxFailurePercent: 0,
    moveAttempts: 1,
    moveIntervalMs: 0,
  });
  const down: MarketConnectors = {
    ...connectors,
    polygon: createSandboxConnector(db, 'polygon', {
      delayMs: 0,
      failurePercent: 100,
      random: () => 0.9,
    }),
  };
  for (const market of ['polygon', 'chia'] as const) {
    await linkMarketAccount({
      db,
      caller: owner,
      input: { market, accountId: DEMO_MARKET_ACCOUNTS[market] },
      isMarketplaceCall: market === 'polygon',
      connectors,
      now: ctx().now(),
    });
  }
  const move = async (
    direction: 'in' | 'out',
    serialId: number,
    quantity: number,
    settleWith: MarketConnectors | null = connectors,
  ) => {
    const context = ctx();
    const { move: asked } = await requestMarketMove({
      ctx: context,
      caller: owner,
      input: { market: 'polygon', direction, serialId, quantity, isKg: false },
    });
    if (settleWith) {
      await settleMarketMoves({
        db,
        connectors: settleWith,
        registryPrefix,
        maxAttempts: 1,
        now: () => new Date(context.now().getTime() + 90_000),
      });
    }
    return asked;
  };
  const mataOnPolygon = await move('in', mata, 10);
  const atacamaOnPolygon = await move('in', atacama, 5);
  await move('out', atacamaOnPolygon.serialId, 2);
  await move('in', atacama, 3, down);
  const pending = await move('out', mataOnPolygon.serialId, 1, null);
  await settleMarketMoves({ db, connectors: down, registryPrefix, maxAttempts: 6 });
  await db
    .update(marketMoves)
    .set({ nextAttemptAt: new Date(Date.now() + CALL_BACK_MS) })
    .where(eq(marketMoves.id, pending.id));
}
