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
import { MarketUnavailableError } from './connectors/market-connector';
import type { MarketConnectors } from './market-connectors';
import { requireTrader } from './require-trader';
import { refuseReplacingInUse } from './refuse-replacing-in-use';

/**
 * POST /api/user/exchangeUser and /api/user/marketplaceUser (spec section 7):
 * links the caller's company to its account on a market, or replaces the one
 * linked before. The id is kept as the market writes it (the request's check
 * already refused a wrong form); an account another company linked is
 * refused (409), and a market linked through the other path is a 400. The
 * market is asked whether it knows the account first (422 when it does not,
 * 503 when it does not answer). An account is not replaced while the
 * company has credits on the market or a move under way (409).
 */
export async function linkMarketAccount({
  db,
  caller,
  input,
  isMarketplaceCall,
  connectors,
  now,
}: {
  db: Db;
  caller: Caller;
  input: LinkMarketAccountRequest;
  isMarketplaceCall: boolean;
  connectors: MarketConnectors;
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
  const isKnown = await connectors[input.market]
    .hasAccount(check.normalized)
    .catch((error: unknown) => {
      if (error instanceof MarketUnavailableError) {
        throw new DomainError('ERROR_MARKET_UNAVAILABLE', 503, { market });
      }
      throw error;
    });
  if (!isKnown) throw new DomainError('ERROR_MARKET_ACCOUNT_UNKNOWN', 422, { market });
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
    await refuseReplacingInUse(tx, caller.companyId, input.market, check.normalized);
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
