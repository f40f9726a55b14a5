import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

/**
 * Runs a POST under an Idempotency-Key of the caller's company. In one
 * transaction: the key row is claimed first (a second request with the same key
 * waits on it), the action runs inside it (its own transaction becomes a
 * savepoint), and its answer is stored with the key. The same key and body
 * within 24 h answer the stored answer; another body is refused (422). A
 * refused action rolls the key back with it, so a retry runs again.
 */
export async function runIdempotent<T extends Record<string, unknown>>(
  {
    db,
    companyId,
    key,
    route,
    body,
    now,
  }: {
    db: Db;
    companyId: number;
    key: string | undefined;
    route: string;
    body: unknown;
    now: Date;
  },
  run: (db: Db) => Promise<T>,
): Promise<T> {
  if (key === undefined) return run(db);
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new DomainError('ERROR_INVALID_FIELD', 400, {
      field: 'Idempotency-Key',
      reason: '1 to 255 visible ASCII characters',
    });
  }
  const requestHash = requestHashOf(route, body);
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ companyId, key, requestHash, answer: null, createdAt: now })
      .onConflictDoUpdate({
        target: [idempotencyKeys.companyId, idempotencyKeys.key],
        set: { requestHash, answer: null, createdAt: now },
        setWhere: sql`${idempotencyKeys.createdAt} < ${expiredBefore.toISOString()}`,
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key)));
      // Stryker disable next-line ConditionalExpression: the claim and its answer commit together, and a refused action takes its claim back; no other transaction sees a claimed key without its answer
      if (!first || first.requestHash !== requestHash || first.answer === null) {
        throw new DomainError('ERROR_IDEMPOTENCY_KEY_REUSED', 422);
      }
      return first.answer as T;
    }
    const answer = await run(tx as unknown as Db);
    await tx
      .update(idempotencyKeys)
      .set({ answer })
      .where(and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key)));
    return answer;
  });
}
