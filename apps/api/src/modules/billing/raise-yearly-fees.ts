import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

/** How often the registry looks for yearly account fees not yet raised. */
export const YEARLY_FEE_JOB_MS = 60 * 60 * 1000;

/**
 * The yearly account fee (DESIGN.md 4.5): every approved company except the
 * certifiers owes it once per calendar year, raised at the year's first run
 * (or at the first run after its approval) at the fee in force that day.
 * The source `year:{y}:{company}` is unique, so a run repeated, or run by two
 * instances at once, raises each invoice once. Answers how many it raised.
 */
export async function raiseYearlyFees(db: Db, now: Date): Promise<number> {
  const year = now.getUTCFullYear();
  // Both drivers (node-postgres, PGlite) answer { rows }.
  const result = (await db.execute(sql`
    select billing_raise(c.id, 'yearlyAccount', ${`year:${year}:`} || c.id, null, ${now.toISOString()}::timestamptz) as id
    from companies c
    where c.state = 'approved' and c.type_account <> 'certifier'
      and not exists (select 1 from invoices i where i.source = ${`year:${year}:`} || c.id)
    order by c.id`)) as unknown as { rows: { id: number | null }[] };
  return result.rows.filter((row) => row.id !== null).length;
}

/** Raises the yearly fees once the app is ready and then every hour, as a job (decision 043). */
export function startYearlyFeeJob(app: FastifyInstance): void {
  app.jobs.define('yearly-fees', {
    everyMs: YEARLY_FEE_JOB_MS,
    isRunAtStart: true,
    run: async () => {
      const raised = await raiseYearlyFees(app.database.db, new Date());
      if (raised > 0) app.log.info({ raised }, 'yearly account fees raised');
    },
  });
}
