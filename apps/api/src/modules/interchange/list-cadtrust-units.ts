import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  encodeCadTrustCursor,
  type CadTrustPage,
  type CadTrustUnit,
} from '@registry/contract/interchange/cadtrust-v2';
import { PUBLIC_PROJECT_STATES } from '@registry/contract/projects/project-enums';
import type { RetirementPurpose } from '@registry/contract/retirements/retirements-api';
import { blocks } from '../../db/schema/blocks';
import { issuances } from '../../db/schema/issuances';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import { projects } from '../../db/schema/projects';
import { countries, standards } from '../../db/schema/reference';
import { retirements } from '../../db/schema/retirements';
import { CERTIFICATE_TEXTS } from '../certificates/certificate-texts';
import { KG_PER_TONNE } from '../ledger/units';
import { formatSerial } from '../ledger/serial';
import { dayOf, guidOf, instantOf, pageOf, type CadTrustContext } from './cadtrust-context';
import { unitStatusOf, unitStatusReasonOf, unitTypeOf } from './cadtrust-picklists';

/** The last two parts of a human serial: the block's first and last number, as the serial writes them. */
function rangeOf(serial: string): { start: string; end: string } {
  const parts = serial.split('-');
  return { start: parts.at(-2) ?? '', end: parts.at(-1) ?? '' };
}

/**
 * GET /api/cadtrust/v2/units (anyone; DESIGN.md 4.6): every block of the
 * public projects' issuances as a row of CAD Trust's `unit` table, in block
 * id order, one page after the cursor. The blocks of an issuance partition
 * its serials (DESIGN.md 4.3), so the rows add up to what was issued.
 *
 * Amounts: the ledger counts kg, CAD Trust units (tonnes). unitCount is the
 * block's tonnes as a decimal (the schema's type is Decimal), exact to the
 * kg: a whole-tonne block counts whole tonnes, a divisible one e.g. 0.25.
 * unitStartBlock and unitEndBlock are the numbers of the block's human
 * serial (unitSerialId): tonnes, or kg with the suffix `kg` for a divisible
 * block, so the serial reads the same here as on the registry's pages.
 *
 * Never public (DESIGN.md 4.3, 4.4): who holds a unit (unitCurrentOwner is
 * always null, for held, locked and retired units alike, as the public serial
 * search hides the holder), who retired it, a private retirement's
 * beneficiary (hidden as its certificate hides it: name and LEI alike, read
 * only when the retirement is public), and the reasons a certifier typed.
 */
export async function listCadTrustUnits({
  ctx,
  input,
}: {
  ctx: CadTrustContext;
  input: { cursor?: number; limit: number };
}): Promise<CadTrustPage<CadTrustUnit>> {
  const found = await ctx.db
    .select({
      id: blocks.id,
      fromKg: blocks.fromKg,
      toKg: blocks.toKg,
      status: blocks.status,
      divisible: blocks.divisible,
      createdAt: blocks.createdAt,
      updatedAt: blocks.updatedAt,
      accountKind: ledgerAccounts.kind,
      issuanceId: issuances.id,
      vintage: issuances.vintage,
      issuanceNumber: issuances.number,
      projectId: projects.id,
      projectCode: projects.code,
      sector: projects.sector,
      type: projects.type,
      standardCode: standards.code,
      countryCode: countries.code,
      certificateNumber: retirements.certificateNumber,
      emitCertificationId: retirements.emitCertificationId,
      purpose: retirements.purpose,
      publicNote: retirements.publicNote,
      retiredAt: retirements.createdAt,
      // Read in the database only when public: a private beneficiary never leaves it.
      beneficiaryName: sql<
        string | null
      >`case when ${retirements.isPublic} then ${retirements.beneficiary} ->> 'name' end`,
      beneficiaryLei: sql<
        string | null
      >`case when ${retirements.isPublic} then nullif(${retirements.beneficiary} ->> 'lei', '') end`,
    })
    .from(blocks)
    .innerJoin(issuances, eq(issuances.id, blocks.issuanceId))
    .innerJoin(projects, eq(projects.id, issuances.projectId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, blocks.accountId))
    .leftJoin(standards, eq(standards.id, projects.standardId))
    .leftJoin(countries, eq(countries.id, projects.countryId))
    // A retired block is the block of exactly one retirement (ledger_retire).
    .leftJoin(retirements, eq(retirements.blockId, blocks.id))
    .where(
      and(
        inArray(projects.state, [...PUBLIC_PROJECT_STATES]),
        input.cursor === undefined ? undefined : gt(blocks.id, input.cursor),
      ),
    )
    .orderBy(asc(blocks.id))
    .limit(input.limit + 1);
  const { rows, lastId } = pageOf(found, input.limit);
  return {
    data: rows.map((row): CadTrustUnit => {
      const serial = formatSerial(
        {
          registryPrefix: ctx.registryPrefix,
          standardCode: row.standardCode ?? '',
          countryCode: row.countryCode ?? '',
          projectCode: row.projectCode ?? String(row.projectId),
          vintage: row.vintage,
          issuanceNumber: row.issuanceNumber,
        },
        row,
      );
      const { start, end } = rangeOf(serial);
      const status = unitStatusOf(row.status, row.accountKind);
      const hasRetirement = status === 'Retired' && row.certificateNumber !== null;
      return {
        cadTrustUnitId: guidOf(ctx, 'unit', row.id),
        orgUid: ctx.orgUid,
        unitSerialId: serial,
        unitStartBlock: start,
        unitEndBlock: end,
        unitCount: (row.toKg - row.fromKg + 1) / KG_PER_TONNE,
        unitType: unitTypeOf(row.type, row.sector),
        unitVintageYear: row.vintage,
        unitStatus: status,
        unitStatusReason: unitStatusReasonOf(status, row.certificateNumber),
        // The retirement's day; otherwise the last movement that wrote the block.
        unitStatusDate: dayOf(hasRetirement && row.retiredAt ? row.retiredAt : row.updatedAt),
        unitRetirementDetail: hasRetirement ? retirementDetailOf(row) : null,
        unitRetirementBeneficiary: hasRetirement ? row.beneficiaryName : null,
        unitRetirementBeneficiaryId: hasRetirement ? row.beneficiaryLei : null,
        unitLink:
          hasRetirement && row.emitCertificationId
            ? `${ctx.publicUrl}/emit-certification/${row.emitCertificationId}`
            : null,
        unitMetric: 'tCO2e',
        unitCurrentOwner: null,
        // The registry keeps no Article 6.2 ITMO reference per unit.
        unitItmosReferenceId: null,
        createdAt: instantOf(row.createdAt),
        updatedAt: instantOf(row.updatedAt),
        cadTrustIssuanceId: guidOf(ctx, 'issuance', row.issuanceId),
      };
    }),
    nextCursor: lastId === null ? null : encodeCadTrustCursor('units', lastId),
  };
}

/**
 * What the public certificate page says of a retirement besides the
 * beneficiary: its number, purpose and public note (the public ledger's
 * columns). Not the using entity, which could name the retiring holder.
 */
function retirementDetailOf(row: {
  certificateNumber: string | null;
  purpose: RetirementPurpose | null;
  publicNote: string | null;
}): string {
  const parts = [`Certificate ${row.certificateNumber ?? ''}`];
  if (row.purpose) parts.push(`purpose: ${CERTIFICATE_TEXTS.en.purposes[row.purpose]}`);
  if (row.publicNote) parts.push(`note: ${row.publicNote}`);
  return parts.join('; ');
}
