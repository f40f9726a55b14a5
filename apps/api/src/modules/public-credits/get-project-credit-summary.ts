import { sql } from 'drizzle-orm';
import type { VintageCredits } from '@registry/contract/retirements/public-credits';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { findPublicProject } from '../public-projects/find-public-project';

type Row = Record<keyof VintageCredits, string | number>;

/**
 * GET /api/public/projects/{projectId}/credits: per vintage, the kg issued and
 * where they are now: retired, cancelled, in the buffer pool, or outstanding
 * (held by companies, active or locked), whoever holds them.
 */
export async function getProjectCreditSummary({
  db,
  projectId,
}: {
  db: Db;
  projectId: number;
}): Promise<{ vintages: VintageCredits[] }> {
  await findPublicProject(db, projectId);
  const rows = await selectRows<Row>(
    db,
    sql`with issued as (
          select vintage, sum(quantity_kg) as kg from issuances
           where project_id = ${projectId} group by vintage
        ), placed as (
          select i.vintage,
                 sum(b.to_kg - b.from_kg + 1) filter (where b.status = 'retired') as retired,
                 sum(b.to_kg - b.from_kg + 1) filter (where b.status = 'cancelled') as cancelled,
                 sum(b.to_kg - b.from_kg + 1) filter (
                   where b.status in ('active', 'locked') and a.kind = 'buffer') as buffer,
                 sum(b.to_kg - b.from_kg + 1) filter (
                   where b.status in ('active', 'locked') and a.kind <> 'buffer') as outstanding
            from blocks b
            join issuances i on i.id = b.issuance_id
            join ledger_accounts a on a.id = b.account_id
           where i.project_id = ${projectId}
           group by i.vintage
        )
        select issued.vintage as "vintage", issued.kg as "issuedKg",
               coalesce(placed.retired, 0) as "retiredKg",
               coalesce(placed.cancelled, 0) as "cancelledKg",
               coalesce(placed.buffer, 0) as "bufferKg",
               coalesce(placed.outstanding, 0) as "outstandingKg"
          from issued left join placed on placed.vintage = issued.vintage
         order by issued.vintage`,
  );
  return {
    vintages: rows.map((row) => ({
      vintage: Number(row.vintage),
      issuedKg: Number(row.issuedKg),
      retiredKg: Number(row.retiredKg),
      cancelledKg: Number(row.cancelledKg),
      bufferKg: Number(row.bufferKg),
      outstandingKg: Number(row.outstandingKg),
    })),
  };
}
