import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../src/db/client';
import { selectRows } from '../../src/db/select-rows';

/**
 * An edit at rest as the tables' owner could make it (fault 8 of issue 18):
 * every trigger of `table` switched off for one transaction (its foreign keys'
 * too, as a superuser may), the edit, and the triggers switched back on (the
 * user ones always enabled, as migration 0013 leaves them), so nothing but the
 * data shows it.
 */
export async function editAroundTriggers(
  db: Db,
  table: string,
  edit: (tx: Tx) => Promise<unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger all`);
    await edit(tx);
    await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger all`);
    const rows = await selectRows<{ name: string }>(
      tx,
      sql`select tgname as name from pg_trigger where tgrelid = ${table}::regclass and not tgisinternal`,
    );
    for (const { name } of rows) {
      await tx.execute(
        sql`alter table ${sql.identifier(table)} enable always trigger ${sql.identifier(name)}`,
      );
    }
  });
}
