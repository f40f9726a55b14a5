import { sql } from 'drizzle-orm';
import {
  MAX_RETIREMENTS_LISTED,
  type RetirementRow,
} from '@registry/contract/retirements/retirements-api';
import { selectRows } from '../../db/select-rows';
import type { Caller } from '../../lib/caller';
import { requirePermit } from './ledger-access';
import type { LedgerContext } from './ledger-context';

type Row = Omit<RetirementRow, 'quantityKg' | 'createdAt'> & {
  quantityKg: string | number;
  createdAt: Date | string;
};

/**
 * GET /api/platform/projectCompanyTransfer/retirements (retire permit, spec
 * section 7): the company's retirements, newest first, at most
 * MAX_RETIREMENTS_LISTED, each with the id of its certificate's page.
 */
export async function listRetirements({
  ctx,
  caller,
}: {
  ctx: Pick<LedgerContext, 'db' | 'registryPrefix'>;
  caller: Caller;
  input: unknown;
}): Promise<{ retirements: RetirementRow[] }> {
  requirePermit(caller.claims.permits, 'retire');
  const rows = await selectRows<Row>(
    ctx.db,
    sql`select r.emit_certification_id as "emitCertificationId",
          r.certificate_number as "certificateNumber", r.created_at as "createdAt",
          p.id as "projectId", p.name as "projectName",
          ledger_serial(${ctx.registryPrefix}, coalesce(s.code, ''), coalesce(c.code, ''),
                        coalesce(p.code, p.id::text), i.vintage, i.number,
                        b.from_kg, b.to_kg, b.divisible) as "serial",
          r.quantity_kg as "quantityKg", r.is_kg as "isKg", r.purpose,
          r.beneficiary ->> 'name' as "beneficiaryName", r.is_public as "isPublic"
        from retirements r
        join blocks b on b.id = r.block_id
        join issuances i on i.id = r.issuance_id
        join projects p on p.id = r.project_id
        left join standards s on s.id = p.standard_id
        left join countries c on c.id = p.country_id
       where r.company_id = ${caller.companyId}
       order by r.id desc
       limit ${MAX_RETIREMENTS_LISTED}`,
  );
  return {
    retirements: rows.map((row) => ({
      ...row,
      quantityKg: Number(row.quantityKg),
      createdAt: new Date(row.createdAt).toISOString(),
    })),
  };
}
