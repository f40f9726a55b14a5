import { asc, eq } from 'drizzle-orm';
import type { MarketAccount } from '@registry/contract/markets/market-accounts-api';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { marketAccounts } from '../../db/schema/markets';
import type { Caller } from '../../lib/caller';
import { requireTrader } from './require-trader';

/** The company's linked market accounts, in the markets' order of the Trading menu. */
export async function readMarketAccounts(db: Db | Tx, companyId: number): Promise<MarketAccount[]> {
  const rows = await db
    .select({
      market: marketAccounts.market,
      accountId: marketAccounts.accountId,
      linkedAt: marketAccounts.linkedAt,
      linkedBy: users.name,
    })
    .from(marketAccounts)
    .innerJoin(users, eq(users.id, marketAccounts.linkedBy))
    .where(eq(marketAccounts.companyId, companyId))
    .orderBy(asc(marketAccounts.id));
  return rows.map((row) => ({ ...row, linkedAt: row.linkedAt.toISOString() }));
}

/** GET /api/markets/accounts: the caller's company's accounts on the external markets. */
export async function listMarketAccounts({
  db,
  caller,
}: {
  db: Db;
  caller: Caller;
}): Promise<{ accounts: MarketAccount[] }> {
  requireTrader(caller);
  return { accounts: await readMarketAccounts(db, caller.companyId) };
}
