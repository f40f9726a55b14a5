import type { MarketId } from '@registry/contract/markets/markets';

/** One operation the registry asks of a market: credits deposited on, or withdrawn to, an account. */
export interface MarketOperation {
  /**
   * The registry's key of the operation (`move-{id}`): asked again with the
   * same key, a market answers what it answered the first time and does the
   * operation once.
   */
  operationKey: string;
  /** The company's account on the market. */
  accountId: string;
  /** The human serial of the credits (DESIGN.md 4.3). */
  serial: string;
  quantityKg: number;
}

/**
 * A market's answer: `done` with its own reference of the operation, or
 * `refused` (it will not do it, asking again changes nothing). A market that
 * does not answer, or answers that it is busy, throws MarketUnavailableError:
 * the move asks again later.
 */
export type MarketAnswer =
  { kind: 'done'; reference: string } | { kind: 'refused'; reason: string };

/** The market did not answer, or answered that it cannot now: ask again later. */
export class MarketUnavailableError extends Error {
  constructor(market: MarketId, detail: string) {
    super(`${market} is unavailable: ${detail}`);
    this.name = 'MarketUnavailableError';
  }
}

/**
 * What the registry needs of an external market (DESIGN.md 4.6). The credits
 * themselves sit in the market's escrow account in the ledger while they are
 * on the market; the connector tells the market about them.
 */
export interface MarketConnector {
  readonly market: MarketId;
  /** Whether the market knows the account (linking is refused when it does not). */
  hasAccount(accountId: string): Promise<boolean>;
  /** Credits locked into escrow in the ledger are now on the market, in the account. */
  deposit(operation: MarketOperation): Promise<MarketAnswer>;
  /** The market gives credits back from the account: the ledger releases them from escrow. */
  withdraw(operation: MarketOperation): Promise<MarketAnswer>;
  /** What the market answered for an operation key; null when it never did it. */
  status(operationKey: string): Promise<MarketAnswer | null>;
}
