import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { MarketId } from '@registry/contract/markets/markets';
import type { Db } from '../../../db/client';
import { marketSandboxOperations } from '../../../db/schema/markets';
import {
  MarketUnavailableError,
  type MarketAnswer,
  type MarketConnector,
  type MarketOperation,
} from './market-connector';

/** The smallest lot the sandbox markets take, as the exchanges do: one tonne. */
export const SANDBOX_MIN_LOT_KG = 1000;

/** The operator account the Tolam sandbox pays its Hedera transactions from. */
const TOLAM_OPERATOR = '0.0.4815162';

export interface SandboxOptions {
  /** How long each call takes, as a market across the network would. */
  delayMs: number;
  /** The share of calls (0-100) that fail as if the market were down. */
  failurePercent: number;
  /** 0 <= x < 1; the tests pass their own. */
  random?: () => number;
}

/** The market's own reference of an operation, in the form that market writes one. */
function referenceOf(market: MarketId, operationKey: string, at: Date): string {
  const hash = createHash('sha256').update(`${market}:${operationKey}`).digest('hex');
  switch (market) {
    // A transaction hash on an EVM chain, or a Chia transaction (spend bundle) id.
    case 'polygon':
    case 'chia':
      return `0x${hash}`;
    // A Hedera transaction id: the payer account and the transaction's valid start.
    case 'tolam':
      return `${TOLAM_OPERATOR}@${String(Math.floor(at.getTime() / 1000))}.${String(
        (at.getTime() % 1000) * 1_000_000,
      )}`;
    default:
      return `${market.toUpperCase()}-${hash.slice(0, 10).toUpperCase()}`;
  }
}

/**
 * A market on this machine (DESIGN.md 4.6): it answers after a delay, fails a
 * configurable share of deposits and withdrawals as if it were down (some
 * done with their answer lost), refuses a lot under one
 * tonne and a withdrawal beyond what the account holds, and keeps its own
 * record of what it was asked (market_sandbox_operations, its side of the
 * wire), so an operation asked again with the same key, even after the API
 * restarted, is done once and answers the same reference.
 */
export function createSandboxConnector(
  db: Db,
  market: MarketId,
  { delayMs, failurePercent, random = Math.random }: SandboxOptions,
): MarketConnector {
  const wait = async () => {
    if (delayMs > 0) await sleep(delayMs);
  };
  const answerOf = async (operationKey: string): Promise<MarketAnswer | null> => {
    const [row] = await db
      .select({ reference: marketSandboxOperations.reference })
      .from(marketSandboxOperations)
      .where(
        and(
          eq(marketSandboxOperations.market, market),
          eq(marketSandboxOperations.operationKey, operationKey),
        ),
      );
    return row ? { kind: 'done', reference: row.reference } : null;
  };
  const record = (kind: 'deposit' | 'withdrawal', operation: MarketOperation) =>
    db.transaction(async (tx): Promise<MarketAnswer> => {
      // One operation at a time per account: a balance is read and spent in one step.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`market-sandbox:${market}:${operation.accountId}`}))`,
      );
      const [done] = await tx
        .select({
          kind: marketSandboxOperations.kind,
          reference: marketSandboxOperations.reference,
        })
        .from(marketSandboxOperations)
        .where(
          and(
            eq(marketSandboxOperations.market, market),
            eq(marketSandboxOperations.operationKey, operation.operationKey),
          ),
        );
      if (done) return { kind: 'done', reference: done.reference };
      if (operation.quantityKg < SANDBOX_MIN_LOT_KG) {
        return { kind: 'refused', reason: 'below the minimum lot of one tonne' };
      }
      if (kind === 'withdrawal') {
        const [balance] = await tx
          .select({
            kg: sql<string>`coalesce(sum(case when ${marketSandboxOperations.kind} = 'deposit'
              then ${marketSandboxOperations.quantityKg} else -${marketSandboxOperations.quantityKg} end), 0)`,
          })
          .from(marketSandboxOperations)
          .where(
            and(
              eq(marketSandboxOperations.market, market),
              eq(marketSandboxOperations.accountId, operation.accountId),
            ),
          );
        if (Number(balance?.kg ?? 0) < operation.quantityKg) {
          return { kind: 'refused', reason: 'the account holds less than that' };
        }
      }
      const reference = referenceOf(market, operation.operationKey, new Date());
      await tx.insert(marketSandboxOperations).values({ market, kind, reference, ...operation });
      return { kind: 'done', reference };
    });
  // A failed call: half the time the market did the operation and the answer was lost on the
  // way back, half the time the call never reached it.
  const operate = async (kind: 'deposit' | 'withdrawal', operation: MarketOperation) => {
    await wait();
    if (random() * 100 < failurePercent) {
      if (random() < 0.5) await record(kind, operation);
      throw new MarketUnavailableError(market, 'the sandbox dropped the call');
    }
    return record(kind, operation);
  };
  return {
    market,
    async hasAccount() {
      await wait();
      return true;
    },
    deposit: (operation) => operate('deposit', operation),
    withdraw: (operation) => operate('withdrawal', operation),
    async status(operationKey) {
      await wait();
      return answerOf(operationKey);
    },
  };
}
