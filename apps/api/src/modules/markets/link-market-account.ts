import { and, eq, ne } from 'drizzle-orm';
import {
  EXCHANGE_USER_PATH,
  isMarketplace,
  MARKETPLACE_USER_PATH,
  type LinkMarketAccountRequest,
  type MarketAccount,
} from '@registry/contract/markets/market-accounts-api';
import { checkMarketAccountId } from '@registry/contract/markets/market-account-id';
import { MARKETS } from '@registry/contract/markets/markets';
import type { Db } from '../../db/client';
import { marketAccounts } from '../../db/schema/markets';
import type { Caller } from '../../lib/caller';
import { DomainError } from '../../lib/domain-error';
import { readMarketAccounts } from './list-market-accounts';
import { requireTrader } from './require-trader';

/**
 * POST /api/user/exchangeUser and /api/user/marketplaceUser (spec section 7):
 * links the caller's company to its account on a market, or replaces the one
 * linked before. The id is kept as the market writes it (the request's check
 * already refused a wrong form); an account another company linked is
 * refused (409), and a market linked through the other path is a 400.
 */
export async function linkMarketAccount({
  db,
  caller,
  input,
  isMarketplaceCall,
  now,
}: {
  db: Db;
  caller: Caller;
  input: LinkMarketAccountRequest;
  isMarketplaceCall: boolean;
  now: Date;
}): Promise<{ account: MarketAccount }> {
  requireTrader(caller);
  const market = MARKETS[input.market].name;
  if (isMarketplace(input.market) !== isMarketplaceCall) {
    const path = isMarketplace(input.market) ? MARKETPLACE_USER_PATH : EXCHANGE_USER_PATH;
    throw new DomainError('ERROR_MARKET_LINK_PATH', 400, { market, path: `/api${path}` });
  }
  const check = checkMarketAccountId(input.market, input.accountId);
  if (!check.ok) throw new Error('the request schema lets a wrong account id through');
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: marketAccounts.id })
      .from(marketAccounts)
      .where(
        and(
          eq(marketAccounts.market, input.market),
          eq(marketAccounts.accountId, check.normalized),
          ne(marketAccounts.companyId, caller.companyId),
        ),
      )
      .for('update');
    if (taken) throw new DomainError('ERROR_MARKET_ACCOUNT_TAKEN', 409, { market });
    const values = {
      companyId: caller.companyId,
      market: input.market,
      accountId: check.normalized,
      linkedBy: caller.userId,
      linkedAt: now,
    };
    await tx
      .insert(marketAccounts)
      .values(values)
      .onConflictDoUpdate({
        target: [marketAccounts.companyId, marketAccounts.market],
        set: { accountId: values.accountId, linkedBy: values.linkedBy, linkedAt: values.linkedAt },
      });
    const accounts = await readMarketAccounts(tx, caller.companyId);
    return { account: accounts.find((account) => account.market === input.market)! };
  });
}
