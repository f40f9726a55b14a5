import { sql } from 'drizzle-orm';
import {
  MAX_MARKET_MOVES,
  type MarketTradingQuery,
  type MarketTradingResponse,
} from '@registry/contract/markets/market-moves-api';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { escrowAccountId } from './escrow';
import { readMarketAccounts } from './list-market-accounts';
import { selectHoldings, selectMoves } from './market-move-rows';
import { requireTrader } from './require-trader';

/**
 * GET /api/markets/trading?market= (the /trading-* screens): the company's
 * account on the market, what it holds there and its moves, newest first,
 * read in one snapshot.
 */
export async function readMarketTrading({
  db,
  caller,
  input,
  registryPrefix,
}: {
  db: Db;
  caller: Caller;
  input: MarketTradingQuery;
  registryPrefix: string;
}): Promise<Omit<MarketTradingResponse, 'status' | 'codeMessages'>> {
  requireTrader(caller);
  const { market } = input;
  return db.transaction(
    async (tx) => {
      const accounts = await readMarketAccounts(tx, caller.companyId);
      const holdings = await selectHoldings(tx, {
        companyId: caller.companyId,
        escrowAccountId: await escrowAccountId(tx, market),
        registryPrefix,
      });
      const moves = await selectMoves(
        tx,
        sql`m.company_id = ${caller.companyId} and m.market = ${market}`,
        MAX_MARKET_MOVES,
      );
      return {
        account: accounts.find((account) => account.market === market) ?? null,
        holdings,
        moves,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
