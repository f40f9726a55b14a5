import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/select-rows';

/**
 * The triggers that keep movements, the log and final blocks as written
 * (migrations 0007, 0013, 0014's account openings and 0019's retirements), each on its table and always enabled: ENABLE
 * ALWAYS, so session_replication_role = replica does not switch it off.
 */
export const APPEND_ONLY_TRIGGERS = [
  { table: 'movements', name: 'movements_append_only' },
  { table: 'movements', name: 'movements_no_truncate' },
  { table: 'log_events', name: 'log_events_append_only' },
  { table: 'log_events', name: 'log_events_no_truncate' },
  { table: 'log_nodes', name: 'log_nodes_append_only' },
  { table: 'log_nodes', name: 'log_nodes_no_truncate' },
  { table: 'log_checkpoints', name: 'log_checkpoints_append_only' },
  { table: 'log_checkpoints', name: 'log_checkpoints_no_truncate' },
  { table: 'log_key', name: 'log_key_append_only' },
  { table: 'log_key', name: 'log_key_no_truncate' },
  { table: 'ledger_account_openings', name: 'ledger_account_openings_append_only' },
  { table: 'ledger_account_openings', name: 'ledger_account_openings_no_truncate' },
  { table: 'blocks', name: 'blocks_frozen_when_retired_or_cancelled' },
  { table: 'blocks', name: 'blocks_no_truncate' },
  { table: 'retirements', name: 'retirements_append_only' },
  { table: 'retirements', name: 'retirements_no_truncate' },
] as const;

/** pg_trigger.tgenabled: A always, O on outside replication, R in replication only, D disabled. */
const NOT_ALWAYS: Record<string, string> = {
  D: 'is disabled',
  O: 'is enabled only outside replication (ENABLE, not ENABLE ALWAYS): session_replication_role = replica switches it off',
  R: 'is enabled only in replication (ENABLE REPLICA)',
};

/** Each append-only trigger missing or not always enabled; empty when all are in place. */
export async function checkAppendOnlyTriggers(db: Db | Tx): Promise<string[]> {
  const names = APPEND_ONLY_TRIGGERS.map((trigger) => trigger.name);
  const rows = await selectRows<{ table: string; name: string; enabled: string }>(
    db,
    sql`select c.relname as "table", t.tgname as name, t.tgenabled::text as enabled
        from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where c.relnamespace = current_schema()::regnamespace and not t.tgisinternal
          and t.tgname in (${sql.join(
            names.map((name) => sql`${name}`),
            sql`, `,
          )})`,
  );
  const found: string[] = [];
  for (const { table, name } of APPEND_ONLY_TRIGGERS) {
    const row = rows.find((r) => r.table === table && r.name === name);
    if (!row) found.push(`trigger ${name} on ${table} is missing`);
    else if (row.enabled !== 'A') {
      found.push(
        `trigger ${name} on ${table} ${NOT_ALWAYS[row.enabled] ?? 'is not always enabled'}`,
      );
    }
  }
  return found;
}
