import { eq, sql, type SQL } from 'drizzle-orm';
import type {
  CarbonTaxReportQuery,
  CarbonTaxRetirement,
} from '@registry/contract/retirements/carbon-tax-report';
import type { Fuel } from '@registry/contract/retirements/retirements-api';
import type { Db, Tx } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import { selectRows } from '../../db/select-rows';
import type { Caller } from '../../lib/caller';
import { requirePermit } from '../ledger/ledger-access';
import { taxIdOf } from '../ledger/list-passive-subjects';

/** What the reports need from the app. */
export interface ReportContext {
  db: Db;
  /** The first part of every human serial (REGISTRY_PREFIX). */
  registryPrefix: string;
}

/**
 * Whose carbon-tax retirements a caller sees: every one (a `gov` company), or
 * only those naming its own company as passive subject (any other company
 * holding the report permit, a `passivesubject` above all).
 */
export interface CarbonTaxScope {
  /** null: every passive subject. */
  passiveSubjectId: number | null;
}

/** The caller's scope; 403 without the report permit. The account type is read now, not from the token. */
export async function carbonTaxScopeOf(db: Db, caller: Caller): Promise<CarbonTaxScope> {
  requirePermit(caller.claims.permits, 'report');
  const [company] = await db
    .select({ typeAccount: companies.typeAccount })
    .from(companies)
    .where(eq(companies.id, caller.companyId));
  return { passiveSubjectId: company?.typeAccount === 'gov' ? null : caller.companyId };
}

const DAY_MS = 24 * 3600 * 1000;

/** The instant a calendar day (YYYY-MM-DD, UTC like every day filter of the API) starts. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The carbon-tax retirements (`retirements r`) of a scope, before the caller's filter. */
export function scopeWhere(scope: CarbonTaxScope): SQL {
  return scope.passiveSubjectId === null
    ? sql`r.purpose = 'carbonTax'`
    : sql`r.purpose = 'carbonTax' and r.passive_subject_company_id = ${scope.passiveSubjectId}`;
}

/** The retirements a scope and a filter match: days of retirement, both included. */
export function filterWhere(scope: CarbonTaxScope, query: CarbonTaxReportQuery): SQL {
  const conditions: SQL[] = [scopeWhere(scope)];
  if (query.passiveSubjectId !== undefined) {
    conditions.push(sql`r.passive_subject_company_id = ${query.passiveSubjectId}`);
  }
  if (query.projectId !== undefined) conditions.push(sql`r.project_id = ${query.projectId}`);
  if (query.from !== undefined) {
    conditions.push(sql`r.created_at >= ${startOfDay(query.from).toISOString()}::timestamptz`);
  }
  if (query.to !== undefined) {
    const end = new Date(startOfDay(query.to).getTime() + DAY_MS);
    conditions.push(sql`r.created_at < ${end.toISOString()}::timestamptz`);
  }
  return sql.join(conditions, sql` and `);
}

/** A kg amount read from a bigint column or sum: a safe whole number, or the report is wrong. */
export function kgOf(value: string | number): number {
  const kg = Number(value);
  if (!Number.isSafeInteger(kg) || kg < 0) throw new Error(`a carbon-tax quantity is ${value}`);
  return kg;
}

type RetirementRow = Omit<CarbonTaxRetirement, 'quantityKg' | 'retiredAt' | 'passiveSubject'> & {
  quantityKg: string | number;
  retiredAt: Date | string;
  passiveSubjectId: number;
  passiveSubjectName: string;
  documentNumber: string;
  verificationDigit: string | null;
};

/** The matching retirements, newest first, at most `limit`, each with its serial as the ledger writes it. */
export async function selectCarbonTaxRetirements(
  db: Db | Tx,
  registryPrefix: string,
  where: SQL,
  limit: number,
): Promise<CarbonTaxRetirement[]> {
  const rows = await selectRows<RetirementRow>(
    db,
    sql`select r.emit_certification_id as "emitCertificationId",
          r.certificate_number as "certificateNumber", r.created_at as "retiredAt",
          p.id as "projectId", p.name as "projectName", i.vintage,
          ledger_serial(${registryPrefix}, coalesce(s.code, ''), coalesce(c.code, ''),
                        coalesce(p.code, p.id::text), i.vintage, i.number,
                        b.from_kg, b.to_kg, b.divisible) as "serial",
          r.quantity_kg as "quantityKg", r.is_kg as "isKg",
          ps.id as "passiveSubjectId", ps.name as "passiveSubjectName",
          ps.document_number as "documentNumber", ps.verification_digit as "verificationDigit",
          r.fuel, r.tax_period as "taxPeriod",
          coalesce(r.beneficiary ->> 'name', '') as "beneficiaryName",
          rc.name as "retiredBy"
        from retirements r
        join blocks b on b.id = r.block_id
        join issuances i on i.id = r.issuance_id
        join projects p on p.id = r.project_id
        join companies ps on ps.id = r.passive_subject_company_id
        join companies rc on rc.id = r.company_id
        left join standards s on s.id = p.standard_id
        left join countries c on c.id = p.country_id
       where ${where}
       order by r.created_at desc, r.id desc
       limit ${limit}`,
  );
  return rows.map(
    ({ passiveSubjectId, passiveSubjectName, documentNumber, verificationDigit, ...row }) => ({
      ...row,
      quantityKg: kgOf(row.quantityKg),
      retiredAt: new Date(row.retiredAt).toISOString(),
      passiveSubject: {
        id: passiveSubjectId,
        name: passiveSubjectName,
        taxId: taxIdOf(documentNumber, verificationDigit),
      },
    }),
  );
}

export interface CarbonTaxSummary {
  totals: { retirements: number; quantityKg: number };
  byMonth: { month: string; quantityKg: number }[];
  byFuel: { fuel: Fuel; quantityKg: number }[];
}

/** The totals, per month of retirement (UTC, oldest first) and per fuel (largest first) of every match. */
export async function summarizeCarbonTax(db: Db | Tx, where: SQL): Promise<CarbonTaxSummary> {
  const [totals] = await selectRows<{ retirements: number; quantityKg: string | number }>(
    db,
    sql`select count(*)::int as "retirements", coalesce(sum(r.quantity_kg), 0) as "quantityKg"
          from retirements r where ${where}`,
  );
  const byMonth = await selectRows<{ month: string; quantityKg: string | number }>(
    db,
    sql`select to_char(r.created_at at time zone 'UTC', 'YYYY-MM') as "month",
               sum(r.quantity_kg) as "quantityKg"
          from retirements r where ${where}
         group by 1 order by 1`,
  );
  const byFuel = await selectRows<{ fuel: Fuel; quantityKg: string | number }>(
    db,
    sql`select r.fuel, sum(r.quantity_kg) as "quantityKg"
          from retirements r where ${where}
         group by r.fuel order by sum(r.quantity_kg) desc, r.fuel`,
  );
  return {
    totals: { retirements: totals?.retirements ?? 0, quantityKg: kgOf(totals?.quantityKg ?? 0) },
    byMonth: byMonth.map((row) => ({ month: row.month, quantityKg: kgOf(row.quantityKg) })),
    byFuel: byFuel.map((row) => ({ fuel: row.fuel, quantityKg: kgOf(row.quantityKg) })),
  };
}

export interface CarbonTaxOptions {
  passiveSubjects: { id: number; name: string }[];
  projects: { id: number; name: string }[];
}

/**
 * What the filters offer the scope: the passive subjects (every
 * `passivesubject` company and any other a retirement names, for `gov`; the
 * caller's own company otherwise) and the projects of its retirements, by name.
 */
export async function carbonTaxOptionsOf(
  db: Db | Tx,
  scope: CarbonTaxScope,
): Promise<CarbonTaxOptions> {
  const passiveSubjects = await selectRows<{ id: number; name: string }>(
    db,
    scope.passiveSubjectId === null
      ? sql`select co.id, co.name from companies co
             where co.type_account = 'passivesubject'
                or co.id in (select r.passive_subject_company_id from retirements r
                              where ${scopeWhere(scope)})
             order by lower(co.name), co.id`
      : sql`select co.id, co.name from companies co where co.id = ${scope.passiveSubjectId}`,
  );
  const projects = await selectRows<{ id: number; name: string }>(
    db,
    sql`select p.id, p.name from projects p
         where p.id in (select r.project_id from retirements r where ${scopeWhere(scope)})
         order by lower(p.name), p.id`,
  );
  return { passiveSubjects, projects };
}
