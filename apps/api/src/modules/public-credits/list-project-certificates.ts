import { sql } from 'drizzle-orm';
import {
  MAX_PROJECT_CERTIFICATES,
  type PublicCertificateRow,
} from '@registry/contract/retirements/public-credits';
import { RETIREMENT_PURPOSES } from '@registry/contract/retirements/retirements-api';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { findPublicProject } from '../public-projects/find-public-project';

type Row = Omit<PublicCertificateRow, 'quantityKg' | 'createdAt'> & {
  quantityKg: string | number;
  createdAt: Date | string;
};

/**
 * GET /api/public/projects/{projectId}/certificates?purpose= (the spec's
 * `/emit-certifications/{typeRemoval}/{projectId}`): a project's retirement
 * certificates, newest first, of one purpose (its number) or all (0); a
 * private retirement's beneficiary is not named, and no holder ever is.
 */
export async function listProjectCertificates({
  db,
  registryPrefix,
  projectId,
  purpose,
}: {
  db: Db;
  registryPrefix: string;
  projectId: number;
  purpose: number;
}): Promise<{ certificates: PublicCertificateRow[] }> {
  await findPublicProject(db, projectId);
  const purposeName = purpose === 0 ? null : (RETIREMENT_PURPOSES[purpose - 1] ?? null);
  const rows = await selectRows<Row>(
    db,
    sql`select r.emit_certification_id as "emitCertificationId",
          r.certificate_number as "certificateNumber", r.created_at as "createdAt",
          i.vintage as "vintage",
          ledger_serial(${registryPrefix}, coalesce(s.code, ''), coalesce(c.code, ''),
                        coalesce(p.code, p.id::text), i.vintage, i.number,
                        b.from_kg, b.to_kg, b.divisible) as "serial",
          r.quantity_kg as "quantityKg", r.is_kg as "isKg", r.purpose as "purpose",
          case when r.is_public then r.beneficiary ->> 'name' end as "beneficiaryName"
        from retirements r
        join blocks b on b.id = r.block_id
        join issuances i on i.id = r.issuance_id
        join projects p on p.id = r.project_id
        left join standards s on s.id = p.standard_id
        left join countries c on c.id = p.country_id
       where r.project_id = ${projectId}
         and (${purposeName}::text is null or r.purpose = ${purposeName})
       order by r.id desc
       limit ${MAX_PROJECT_CERTIFICATES}`,
  );
  return {
    certificates: rows.map((row) => ({
      ...row,
      vintage: Number(row.vintage),
      quantityKg: Number(row.quantityKg),
      createdAt: new Date(row.createdAt).toISOString(),
    })),
  };
}
