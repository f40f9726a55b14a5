import { and, eq, sql } from 'drizzle-orm';
import { MARKETS, type MarketId } from '@registry/contract/markets/markets';
import type { Tx } from '../../db/client';
import { marketAccounts } from '../../db/schema/markets';
import { selectRows } from '../../db/select-rows';
import { DomainError } from '../../lib/domain-error';
import { escrowAccountId } from './escrow';
import { selectHoldings } from './market-move-rows';

/**
 * A market keeps a company's credits under the account they were deposited
 * with: replacing the linked account while credits are there, or while a
 * move is under way, would leave them where no move out can reach them. The
 * linked row is locked, so a move asked at the same time (which reads it FOR
 * SHARE) comes either before this check or after the new account.
 */
export async function refuseReplacingInUse(
  tx: Tx,
  companyId: number,
  market: MarketId,
  accountId: string,
): Promise<void> {
  const [linked] = await tx
    .select({ accountId: marketAccounts.accountId })
    .from(marketAccounts)
    .where(and(eq(marketAccounts.companyId, companyId), eq(marketAccounts.market, market)))
    .for('update');
  if (!linked || linked.accountId === accountId) return;
  const [pending] = await selectRows<{ id: number }>(
    tx,
    sql`select id from market_moves
         where company_id = ${companyId} and market = ${market} and state = 'pending' limit 1`,
  );
  // The serials' prefix is not read here: only whether any holding is left.
  const holdings = await selectHoldings(tx, {
    companyId,
    escrowAccountId: await escrowAccountId(tx, market),
    registryPrefix: '',
  });
  if (pending || holdings.length > 0) {
    throw new DomainError('ERROR_MARKET_ACCOUNT_IN_USE', 409, { market: MARKETS[market].name });
  }
}
