import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import {
  encodeCadTrustCursor,
  type CadTrustIssuance,
  type CadTrustPage,
} from '@registry/contract/interchange/cadtrust-v2';
import { PUBLIC_PROJECT_STATES } from '@registry/contract/projects/project-enums';
import { issuances } from '../../db/schema/issuances';
import { projects } from '../../db/schema/projects';
import { countries, standards } from '../../db/schema/reference';
import { dayOf, guidOf, instantOf, pageOf, type CadTrustContext } from './cadtrust-context';

/**
 * GET /api/cadtrust/v2/issuances (anyone; DESIGN.md 4.6): the issuances of
 * the public projects as rows of CAD Trust's `issuance` table, in id order,
 * one page after the cursor.
 *
 * The v2 issuance holds no quantity, vintage or project: its units carry the
 * quantity and vintage (unitCount, unitVintageYear), and it reaches its
 * project through its verification, location and project methodology. The
 * registry does not export those tables yet, so their ids are derived from
 * what each stands for here (the project's certified monitoring period, the
 * project's location, the project's methodology) and will be the same when
 * it does; issuanceId, the head of the issuance's serials, names the project
 * code meanwhile.
 */
export async function listCadTrustIssuances({
  ctx,
  input,
}: {
  ctx: CadTrustContext;
  input: { cursor?: number; limit: number };
}): Promise<CadTrustPage<CadTrustIssuance>> {
  const found = await ctx.db
    .select({
      id: issuances.id,
      number: issuances.number,
      vintage: issuances.vintage,
      monitoringPeriod: issuances.monitoringPeriod,
      createdAt: issuances.createdAt,
      projectId: projects.id,
      projectCode: projects.code,
      methodologyId: projects.methodologyId,
      standardCode: standards.code,
      countryCode: countries.code,
    })
    .from(issuances)
    .innerJoin(projects, eq(projects.id, issuances.projectId))
    .leftJoin(standards, eq(standards.id, projects.standardId))
    .leftJoin(countries, eq(countries.id, projects.countryId))
    .where(
      and(
        inArray(projects.state, [...PUBLIC_PROJECT_STATES]),
        input.cursor === undefined ? undefined : gt(issuances.id, input.cursor),
      ),
    )
    .orderBy(asc(issuances.id))
    .limit(input.limit + 1);
  const { rows, lastId } = pageOf(found, input.limit);
  return {
    data: rows.map((row): CadTrustIssuance => ({
      cadTrustIssuanceId: guidOf(ctx, 'issuance', row.id),
      // The human serial's head (ledger/serial.ts formatSerial), without the block's range.
      issuanceId: [
        ctx.registryPrefix,
        row.standardCode ?? '',
        row.countryCode ?? '',
        row.projectCode ?? String(row.projectId),
        row.vintage,
        row.number,
      ].join('-'),
      issuanceDate: dayOf(row.createdAt),
      createdAt: instantOf(row.createdAt),
      // An issuance never changes (a correction is a new movement, never an edit).
      updatedAt: instantOf(row.createdAt),
      cadTrustVerificationId: guidOf(ctx, 'verification', row.projectId, row.monitoringPeriod),
      cadTrustProjectMethodologyId: guidOf(
        ctx,
        'project-methodology',
        row.projectId,
        row.methodologyId ?? 'none',
      ),
      cadTrustLocationId: guidOf(ctx, 'location', row.projectId),
    })),
    nextCursor: lastId === null ? null : encodeCadTrustCursor('issuances', lastId),
  };
}
