import { sql, type SQL } from 'drizzle-orm';
import { PUBLIC_PROJECT_STATES } from '@registry/contract/projects/project-enums';
import type {
  PublicLedgerAnswer,
  PublicLedgerFilter,
  PublicLedgerRow,
} from '@registry/contract/retirements/public-ledger';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';

type Row = Omit<PublicLedgerRow, 'movementId' | 'quantityKg' | 'vintage' | 'projectId' | 'at'> & {
  movementId: string | number;
  quantityKg: string | number;
  vintage: string | number;
  projectId: string | number;
  at: Date | string;
};

const DAY_MS = 24 * 3600 * 1000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** What both branches share: public projects, the project and the days asked for. */
function commonWhere(filter: PublicLedgerFilter, at: SQL): SQL[] {
  const states = sql.join(
    PUBLIC_PROJECT_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  const conditions = [sql`p.state in (${states})`];
  if (filter.projectId !== undefined) conditions.push(sql`p.id = ${filter.projectId}`);
  if (filter.from !== undefined)
    conditions.push(sql`${at} >= ${startOfDay(filter.from).toISOString()}::timestamptz`);
  if (filter.to !== undefined) {
    const end = new Date(startOfDay(filter.to).getTime() + DAY_MS);
    conditions.push(sql`${at} < ${end.toISOString()}::timestamptz`);
  }
  return conditions;
}

/** The block's human serial, its project's codes joined as p, s and c. */
const serialOf = (registryPrefix: string) =>
  sql`ledger_serial(${registryPrefix}, coalesce(s.code, ''), coalesce(c.code, ''),
                    coalesce(p.code, p.id::text), i.vintage, i.number,
                    b.from_kg, b.to_kg, b.divisible)`;

function retirementsBranch(registryPrefix: string, filter: PublicLedgerFilter, before: SQL) {
  const conditions = [...commonWhere(filter, sql`r.created_at`), sql`r.movement_id ${before}`];
  if (filter.purpose !== undefined) conditions.push(sql`r.purpose = ${filter.purpose}`);
  return sql`select r.movement_id as "movementId", 'retirement' as "kind", r.created_at as "at",
          p.id as "projectId", p.name as "projectName", i.vintage as "vintage",
          ${serialOf(registryPrefix)} as "serial",
          r.quantity_kg as "quantityKg", r.is_kg as "isKg",
          r.certificate_number as "certificateNumber",
          r.emit_certification_id as "emitCertificationId", r.purpose as "purpose",
          case when r.is_public then r.beneficiary ->> 'name' end as "beneficiaryName"
        from retirements r
        join blocks b on b.id = r.block_id
        join issuances i on i.id = r.issuance_id
        join projects p on p.id = r.project_id
        left join standards s on s.id = p.standard_id
        left join countries c on c.id = p.country_id
       where ${sql.join(conditions, sql` and `)}`;
}

/** A cancellation moves one whole block, as it is after the movement, to the cancellation account. */
function cancellationsBranch(registryPrefix: string, filter: PublicLedgerFilter, before: SQL) {
  const conditions = [
    ...commonWhere(filter, sql`m.created_at`),
    sql`m.kind = 'cancel'`,
    sql`m.id ${before}`,
  ];
  return sql`select m.id as "movementId", 'cancellation' as "kind", m.created_at as "at",
          p.id as "projectId", p.name as "projectName", i.vintage as "vintage",
          ${serialOf(registryPrefix)} as "serial",
          m.quantity_kg as "quantityKg", b.divisible as "isKg",
          null as "certificateNumber", null as "emitCertificationId", null as "purpose",
          null as "beneficiaryName"
        from movements m
        join blocks b on b.id = (m.after -> 0 ->> 'id')::int
        join issuances i on i.id = m.issuance_id
        join projects p on p.id = i.project_id
        left join standards s on s.id = p.standard_id
        left join countries c on c.id = p.country_id
       where ${sql.join(conditions, sql` and `)}`;
}

/**
 * GET /api/public/ledger (anyone; DESIGN.md 4.4): retirements and
 * cancellations of public projects, newest first (by movement), one page
 * after the cursor. A private retirement's beneficiary is not named, and no
 * holder ever is: no account, no company that held or retired the credits.
 */
export async function listPublicLedger({
  db,
  registryPrefix,
  filter,
  cursor,
  limit,
}: {
  db: Db;
  registryPrefix: string;
  filter: PublicLedgerFilter;
  cursor?: number;
  limit: number;
}): Promise<PublicLedgerAnswer> {
  const before = cursor === undefined ? sql`is not null` : sql`< ${cursor}`;
  const branches: SQL[] = [];
  if (filter.kind !== 'cancellation')
    branches.push(retirementsBranch(registryPrefix, filter, before));
  if (filter.kind !== 'retirement' && filter.purpose === undefined) {
    branches.push(cancellationsBranch(registryPrefix, filter, before));
  }
  // A cancellation has no purpose: asking for cancellations of a purpose asks for nothing.
  if (branches.length === 0) return { rows: [], nextCursor: null };
  const rows = await selectRows<Row>(
    db,
    sql`select * from (${sql.join(branches, sql` union all `)}) x
        order by "movementId" desc
        limit ${limit + 1}`,
  );
  const page = rows.slice(0, limit).map((row): PublicLedgerRow => ({
    ...row,
    movementId: Number(row.movementId),
    projectId: Number(row.projectId),
    vintage: Number(row.vintage),
    quantityKg: Number(row.quantityKg),
    at: new Date(row.at).toISOString(),
  }));
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? last.movementId : null };
}
