import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { percentile } from './workload';

export interface SigningLag {
  /** Ledger log events written in the window. */
  events: number;
  /** Of those, how many no checkpoint covers yet. */
  unsigned: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/**
 * The log's signing lag under a run, from the database: for each ledger log
 * event written between `from` and `to`, the time from its `created_at` to the
 * `created_at` of the first checkpoint whose size covers its leaf index.
 */
export async function signingLag(db: Db, from: Date, to: Date): Promise<SigningLag> {
  // Both drivers (node-postgres, PGlite) answer { rows }.
  const result = (await db.execute(sql`
    select (extract(epoch from (c.created_at - e.created_at)) * 1000)::float8 as lag_ms
    from log_events e
    left join lateral (
      select created_at from log_checkpoints
      where e.leaf_index is not null and size > e.leaf_index
      order by size
      limit 1
    ) c on true
    where e.kind like 'ledger.%'
      and e.created_at >= ${from.toISOString()} and e.created_at <= ${to.toISOString()}`)) as {
    rows: { lag_ms: number | null }[];
  };
  const lags = result.rows.map((row) => row.lag_ms);
  const signed = lags.filter((lag): lag is number => lag !== null);
  return {
    events: lags.length,
    unsigned: lags.length - signed.length,
    p50Ms: percentile(signed, 50),
    p95Ms: percentile(signed, 95),
    maxMs: signed.length > 0 ? Math.max(...signed) : Number.NaN,
  };
}
