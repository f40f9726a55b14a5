import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { text } from '../common/text';
import { checkMarketAccountId } from './market-account-id';
import { MarketIdSchema, type MarketId } from './markets';

/**
 * A company's account on each external market (DESIGN.md 4.6, spec section 7):
 * linked from /register-trading-* (the exchanges) and /register-polygon,
 * /register-tolam (the marketplaces), one account per market, its id checked
 * in the market's own format (market-account-id.ts).
 *
 * GET  /api/markets/accounts        -> MarketAccountsResponse (the caller's company)
 * POST /api/user/exchangeUser       LinkMarketAccountRequest -> LinkedMarketAccountResponse
 * POST /api/user/marketplaceUser    LinkMarketAccountRequest -> LinkedMarketAccountResponse
 */
export const MARKET_ACCOUNTS_PATH = '/markets/accounts';
export const EXCHANGE_USER_PATH = '/user/exchangeUser';
export const MARKETPLACE_USER_PATH = '/user/marketplaceUser';

/** The markets linked through user/marketplaceUser (their pages are /register-polygon, /register-tolam). */
export const MARKETPLACES: readonly MarketId[] = ['polygon', 'tolam'];

/** Whether a market is linked through user/marketplaceUser rather than user/exchangeUser. */
export function isMarketplace(market: MarketId): boolean {
  return MARKETPLACES.includes(market);
}

/** The longest account id a form takes (every market's is shorter). */
export const MARKET_ACCOUNT_ID_MAX = 128;

export const LinkMarketAccountRequestSchema = z
  .object({
    market: MarketIdSchema,
    accountId: text(MARKET_ACCOUNT_ID_MAX),
  })
  .superRefine(({ market, accountId }, context) => {
    const check = checkMarketAccountId(market, accountId);
    if (!check.ok) {
      context.addIssue({
        code: 'custom',
        path: ['accountId'],
        params: { reason: `marketAccount_${check.reason}` },
        message: `marketAccount_${check.reason}`,
      });
    }
  });
export type LinkMarketAccountRequest = z.infer<typeof LinkMarketAccountRequestSchema>;

export const MarketAccountSchema = z.object({
  market: MarketIdSchema,
  /** As the market writes it (an EIP-55 address checksummed, a Chia address in lowercase). */
  accountId: z.string(),
  linkedAt: z.string(),
  /** The user who linked it. */
  linkedBy: z.string(),
});
export type MarketAccount = z.infer<typeof MarketAccountSchema>;

export const MarketAccountsResponseSchema = envelopeWith({
  accounts: z.array(MarketAccountSchema),
});
export type MarketAccountsResponse = z.infer<typeof MarketAccountsResponseSchema>;

export const LinkedMarketAccountResponseSchema = envelopeWith({ account: MarketAccountSchema });
export type LinkedMarketAccountResponse = z.infer<typeof LinkedMarketAccountResponseSchema>;
