import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/idempotency-keys';
import { DomainError } from '../../lib/domain-error';

/** How long a key answers its first answer again (DESIGN.md 4.3). */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

/** An Idempotency-Key header: 1 to 255 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export function requestHashOf(route: string, body: unknown): string {
  return createHash('sha256')
    .update(`${route}\n${JSON.stringify(body)}`)
    .digest('hex');
}

/** A POST sent with an Idempotency-Key, and whose key it is (decision 029). */
export interface IdempotentCall {
  key: string;
  companyId: number;
  /** Who owns the key within the company: `user:<id>` or `apiKey:<id>` (ownerOf). */
  owner: string;
  route: string;
  body: unknown;
  now: Date;
}

/** The calls whose key a runOnce has claimed (or replayed): the route asserts it. */
const claimedCalls = new WeakSet<IdempotentCall>();

/** Whether an action opened its transaction through runOnce, so its key was honoured. */
export const wasClaimed = (call: IdempotentCall): boolean => claimedCalls.has(call);

/** A movement whose SQL function claims the key in its one statement (ledger-call.ts). */
export const claimedInItsCall = (call: IdempotentCall): void => {
  claimedCalls.add(call);
};

/** Who owns a caller's keys: its API key when it called with one, else its user. */
export const ownerOf = (caller: { userId: number; apiKey?: { id: number } }): string =>
  caller.apiKey ? `apiKey:${caller.apiKey.id}` : `user:${caller.userId}`;

/** The Idempotency-Key header of a request, checked (400 when malformed); undefined without one. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header.join(',') : header;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new DomainError('ERROR_INVALID_FIELD', 400, {
      field: 'Idempotency-Key',
      reason: '1 to 255 visible ASCII characters',
    });
  }
  return key;
}

const keyOf = (call: IdempotentCall) =>
  and(
    eq(idempotencyKeys.companyId, call.companyId),
    eq(idempotencyKeys.owner, call.owner),
    eq(idempotencyKeys.key, call.key),
  );

/**
 * Claims the key in `tx`: null when this request runs (a new key, or one
 * older than 24 h), else the stored answer of the same body; another body, or
 * an answer not stored, is refused (422).
 */
async function claimKey(tx: Tx, call: IdempotentCall): Promise<Record<string, unknown> | null> {
  const requestHash = requestHashOf(call.route, call.body);
  const expiredBefore = new Date(call.now.getTime() - IDEMPOTENCY_TTL_MS);
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({
      companyId: call.companyId,
      owner: call.owner,
      key: call.key,
      requestHash,
      answer: null,
      createdAt: call.now,
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.companyId, idempotencyKeys.owner, idempotencyKeys.key],
      set: { requestHash, answer: null, createdAt: call.now },
      setWhere: sql`${idempotencyKeys.createdAt} < ${expiredBefore.toISOString()}`,
    })
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return null;
  const [first] = await tx.select().from(idempotencyKeys).where(keyOf(call));
  // Stryker disable next-line ConditionalExpression: the claim and its answer commit together, and a refused action takes its claim back; no other transaction sees a claimed key without its answer
  if (!first || first.requestHash !== requestHash || first.answer === null) {
    throw new DomainError('ERROR_IDEMPOTENCY_KEY_REUSED', 422);
  }
  return first.answer;
}

/**
 * The one transaction of a ledger action, opened once the action's checks that
 * need no data (the permit, the input) have passed. Under an Idempotency-Key
 * the caller's key is claimed first in it (a second request with the same key
 * waits on it): the same key and body within 24 h answer the stored answer
 * without running `work`; another body is refused (422). The answer is stored
 * with the key in the same transaction, and a refused action rolls the key back
 * with it, so a retry runs again. The action answers what this answers.
 */
export async function runOnce<T extends Record<string, unknown>>(
  ctx: { db: Db; idempotency?: IdempotentCall | undefined },
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const call = ctx.idempotency;
  if (!call) return ctx.db.transaction(work);
  claimedCalls.add(call);
  return ctx.db.transaction(async (tx) => {
    const stored = await claimKey(tx, call);
    if (stored) return stored as T;
    const answer = await work(tx);
    await tx.update(idempotencyKeys).set({ answer }).where(keyOf(call));
    return answer;
  });
}
