import { sql } from 'drizzle-orm';
import type { Language } from '@registry/contract/common/language';
import type {
  CertificateAnswer,
  CertificateProof,
} from '@registry/contract/retirements/certificate';
import type { Beneficiary, Fuel } from '@registry/contract/retirements/retirements-api';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema/localized';
import { pickText } from '../../db/schema/localized';
import { selectRows } from '../../db/select-rows';
import { DomainError } from '../../lib/domain-error';
import { taxIdOf } from '../ledger/list-passive-subjects';
import { formatSerial } from '../ledger/serial';
import { toBase64 } from '../log/log-range';
import { computeFromStoredNodes, latestCheckpoint } from '../log/log-tree';
import { inclusionProof } from '../log/merkle';
import { beneficiaryTextOf } from './commitments';

export interface CertificateContext {
  db: Db;
  registryPrefix: string;
  /** The log's verifier key (C2SP vkey). */
  vkey: string;
}

interface Row {
  emit_certification_id: string;
  certificate_number: string;
  created_at: Date | string;
  quantity_kg: string | number;
  is_kg: boolean;
  purpose: CertificateAnswer['certificate']['purpose'];
  using_entity: string;
  is_public: boolean;
  public_note: string;
  note_salt: string;
  beneficiary: Beneficiary;
  beneficiary_salt: string;
  fuel: Fuel | null;
  tax_period: string | null;
  from_kg: string | number;
  to_kg: string | number;
  divisible: boolean;
  vintage: number;
  issuance_number: number;
  project_id: number;
  project_name: string;
  project_code: string | null;
  standard_code: string | null;
  project_country_code: string | null;
  project_country: LocalizedText | null;
  beneficiary_country: LocalizedText | null;
  document_type: LocalizedText | null;
  passive_subject: string | null;
  passive_subject_document: string | null;
  passive_subject_digit: string | null;
  leaf_data: string;
  leaf_index: string | number | null;
}

/**
 * GET /api/public/certificates/:emitCertificationId (DESIGN.md 4.4): the
 * certificate in the caller's language and its proof against the public log.
 * The beneficiary (and its opening) only when the retirement is public; never
 * the company that held the credits (DESIGN.md 4.3).
 */
export async function getCertificate({
  ctx,
  lng,
  emitCertificationId,
}: {
  ctx: CertificateContext;
  lng: Language;
  emitCertificationId: string;
}): Promise<CertificateAnswer> {
  const [row] = await selectRows<Row>(
    ctx.db,
    sql`select r.emit_certification_id, r.certificate_number, r.created_at, r.quantity_kg, r.is_kg,
          r.purpose, r.using_entity, r.is_public, r.public_note, r.note_salt, r.beneficiary,
          r.beneficiary_salt, r.fuel, r.tax_period,
          b.from_kg, b.to_kg, b.divisible, i.vintage, i.number as issuance_number,
          p.id as project_id, p.name as project_name, p.code as project_code,
          s.code as standard_code, pc.code as project_country_code, pc.name as project_country,
          bc.name as beneficiary_country, td.description as document_type,
          ps.name as passive_subject, ps.document_number as passive_subject_document,
          ps.verification_digit as passive_subject_digit,
          e.data as leaf_data, e.leaf_index
        from retirements r
        join blocks b on b.id = r.block_id
        join issuances i on i.id = r.issuance_id
        join projects p on p.id = r.project_id
        left join standards s on s.id = p.standard_id
        left join countries pc on pc.id = p.country_id
        left join countries bc on bc.id = (r.beneficiary ->> 'countryId')::integer
        left join type_documents td on td.id = (r.beneficiary ->> 'documentTypeId')::integer
        left join companies ps on ps.id = r.passive_subject_company_id
        join log_events e on e.id = r.log_event_id
       where r.emit_certification_id = ${emitCertificationId}`,
  );
  if (!row) throw new DomainError('ERROR_CERTIFICATE_NOT_FOUND', 404);
  const text = (value: LocalizedText | null) => (value ? pickText(value, lng) : '');
  const serial = formatSerial(
    {
      registryPrefix: ctx.registryPrefix,
      standardCode: row.standard_code ?? '',
      countryCode: row.project_country_code ?? '',
      projectCode: row.project_code ?? String(row.project_id),
      vintage: row.vintage,
      issuanceNumber: row.issuance_number,
    },
    { fromKg: Number(row.from_kg), toKg: Number(row.to_kg), divisible: row.divisible },
  );
  return {
    certificate: {
      emitCertificationId: row.emit_certification_id,
      certificateNumber: row.certificate_number,
      createdAt: new Date(row.created_at).toISOString(),
      quantityKg: Number(row.quantity_kg),
      isKg: row.is_kg,
      purpose: row.purpose,
      usingEntity: row.using_entity,
      isPublic: row.is_public,
      publicNote: row.public_note,
      serial,
      vintage: row.vintage,
      project: {
        id: row.project_id,
        name: row.project_name,
        code: row.project_code ?? '',
        standard: row.standard_code ?? '',
        country: text(row.project_country),
      },
      beneficiary: row.is_public
        ? {
            name: row.beneficiary.name,
            country: text(row.beneficiary_country),
            documentType: text(row.document_type),
            documentNumber: row.beneficiary.documentNumber,
            lei: row.beneficiary.lei,
          }
        : null,
      carbonTax:
        row.passive_subject !== null && row.fuel !== null
          ? {
              passiveSubject: row.passive_subject,
              taxId: taxIdOf(row.passive_subject_document ?? '', row.passive_subject_digit),
              fuel: row.fuel,
              taxPeriod: row.tax_period ?? '',
            }
          : null,
    },
    proof: {
      leafData: row.leaf_data,
      openings: {
        beneficiary: row.is_public
          ? { text: beneficiaryTextOf(row.beneficiary), salt: row.beneficiary_salt }
          : null,
        note: { text: row.public_note, salt: row.note_salt },
      },
      inclusion: await inclusionOf(ctx.db, row.leaf_index === null ? null : Number(row.leaf_index)),
      vkey: ctx.vkey,
    },
  };
}

/** The leaf's inclusion proof to the latest checkpoint; null until a checkpoint covers it. */
async function inclusionOf(
  db: Db,
  leafIndex: number | null,
): Promise<CertificateProof['inclusion']> {
  if (leafIndex === null) return null;
  const checkpoint = await latestCheckpoint(db);
  if (!checkpoint || leafIndex >= checkpoint.size) return null;
  const hashes = await computeFromStoredNodes(db, (read) =>
    inclusionProof(read, leafIndex, checkpoint.size),
  );
  return {
    leafIndex,
    treeSize: checkpoint.size,
    hashes: hashes.map(toBase64),
    checkpoint: checkpoint.note,
    signedAt: checkpoint.createdAt.toISOString(),
  };
}
