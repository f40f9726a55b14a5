import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@registry/contract/common/language';
import type { ProjectSector } from '@registry/contract/projects/project-enums';
import { PUBLIC_PROJECT_STATES } from '@registry/contract/projects/project-enums';
import type {
  RegistryReportAnswer,
  RegistryReportBreakdown,
  RegistryReportQuery,
  RegistryReportRow,
  RegistryTonnes,
} from '@registry/contract/retirements/registry-report';
import type { Db } from '../../db/client';
import { pickText, type LocalizedText } from '../../db/schema/localized';
import { selectRows } from '../../db/select-rows';
import { PROJECT_SECTOR_NAMES, standardName } from '../../i18n/project-value-names';

interface Row {
  gYear: number | string;
  gStandard: number | string;
  gCountry: number | string;
  gSector: number | string;
  year: number | string | null;
  standard: string | null;
  countryId: number | string | null;
  countryName: LocalizedText | null;
  sector: ProjectSector | null;
  issuedKg: string | number;
  retiredKg: string | number;
  cancelledKg: string | number;
  bufferKg: string | number;
}

/** A kg sum read from the database: a safe whole number, or the report is wrong. */
function kgOf(value: string | number): number {
  const kg = Number(value);
  if (!Number.isSafeInteger(kg) || kg < 0) throw new Error(`a registry report sum is ${value}`);
  return kg;
}

const tonnesOf = (row: Row): RegistryTonnes => ({
  issuedKg: kgOf(row.issuedKg),
  retiredKg: kgOf(row.retiredKg),
  cancelledKg: kgOf(row.cancelledKg),
  bufferKg: kgOf(row.bufferKg),
});

/** Which grouping set a row sums (GROUPING() is 0 for the column the set groups by). */
function breakdownOf(row: Row): RegistryReportBreakdown | 'total' {
  if (Number(row.gYear) === 0) return 'year';
  if (Number(row.gStandard) === 0) return 'standard';
  if (Number(row.gCountry) === 0) return 'country';
  if (Number(row.gSector) === 0) return 'sector';
  return 'total';
}

function keyAndLabel(
  breakdown: RegistryReportBreakdown,
  row: Row,
  lng: Language,
  none: string,
): { key: string; label: string } {
  switch (breakdown) {
    case 'year':
      return { key: String(row.year), label: String(row.year) };
    case 'standard':
      return row.standard
        ? { key: row.standard, label: standardName(row.standard, lng) }
        : { key: '', label: none };
    case 'country':
      return row.countryId !== null && row.countryName
        ? { key: String(row.countryId), label: pickText(row.countryName, lng) }
        : { key: '', label: none };
    case 'sector':
      return row.sector
        ? { key: row.sector, label: PROJECT_SECTOR_NAMES[row.sector][lng] }
        : { key: '', label: none };
  }
}

const NONE: Record<Language, string> = { es: 'Sin dato', en: 'Not given', pt: 'Sem dado' };

/**
 * Every event that moves the report, one row each: an issuance (its kg, and
 * its blocks still active or locked in the buffer pool), a retirement, a
 * cancellation; with the year it happened and the project it belongs to.
 */
const EVENTS = sql`
  select extract(year from i.created_at)::int as year, i.project_id,
         i.quantity_kg as issued, 0::bigint as retired, 0::bigint as cancelled, 0::bigint as buffer
    from issuances i
  union all
  select extract(year from i.created_at)::int, i.project_id,
         0, 0, 0, b.to_kg - b.from_kg + 1
    from blocks b
    join issuances i on i.id = b.issuance_id
    join ledger_accounts a on a.id = b.account_id
   where a.kind = 'buffer' and b.status in ('active', 'locked')
  union all
  select extract(year from r.created_at)::int, r.project_id, 0, r.quantity_kg, 0, 0
    from retirements r
  union all
  select extract(year from m.created_at)::int, i.project_id, 0, 0, m.quantity_kg, 0
    from movements m
    join issuances i on i.id = m.issuance_id
   where m.kind = 'cancel'`;

/**
 * GET /api/public/registry-report (anyone; DESIGN.md 4.4): the tonnes of the
 * public projects issued, retired, cancelled and in the buffer pool, in total
 * and by year, standard, country and sector: one query, its grouping sets.
 */
export async function getRegistryReport({
  db,
  query,
  lng,
}: {
  db: Db;
  query: RegistryReportQuery;
  lng: Language;
}): Promise<RegistryReportAnswer> {
  const states = sql.join(
    PUBLIC_PROJECT_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  const conditions: SQL[] = [sql`p.state in (${states})`];
  if (query.fromYear !== undefined) conditions.push(sql`e.year >= ${query.fromYear}`);
  if (query.toYear !== undefined) conditions.push(sql`e.year <= ${query.toYear}`);
  const rows = await selectRows<Row>(
    db,
    sql`with events as (${EVENTS})
        select grouping(e.year) as "gYear", grouping(s.code) as "gStandard",
               grouping(c.id, c.name) as "gCountry", grouping(p.sector) as "gSector",
               e.year as "year", s.code as "standard", c.id as "countryId",
               c.name as "countryName", p.sector as "sector",
               coalesce(sum(e.issued), 0) as "issuedKg",
               coalesce(sum(e.retired), 0) as "retiredKg",
               coalesce(sum(e.cancelled), 0) as "cancelledKg",
               coalesce(sum(e.buffer), 0) as "bufferKg"
          from events e
          join projects p on p.id = e.project_id
          left join standards s on s.id = p.standard_id
          left join countries c on c.id = p.country_id
         where ${sql.join(conditions, sql` and `)}
         group by grouping sets ((e.year), (s.code), (c.id, c.name), (p.sector), ())`,
  );
  const answer: RegistryReportAnswer = {
    totals: { issuedKg: 0, retiredKg: 0, cancelledKg: 0, bufferKg: 0 },
    year: [],
    standard: [],
    country: [],
    sector: [],
  };
  for (const row of rows) {
    const breakdown = breakdownOf(row);
    if (breakdown === 'total') {
      answer.totals = tonnesOf(row);
      continue;
    }
    const entry: RegistryReportRow = {
      ...keyAndLabel(breakdown, row, lng, NONE[lng]),
      ...tonnesOf(row),
    };
    answer[breakdown].push(entry);
  }
  answer.year.sort((a, b) => Number(a.key) - Number(b.key));
  for (const breakdown of ['standard', 'country', 'sector'] as const) {
    answer[breakdown].sort((a, b) => b.issuedKg - a.issuedKg || a.label.localeCompare(b.label));
  }
  return answer;
}
