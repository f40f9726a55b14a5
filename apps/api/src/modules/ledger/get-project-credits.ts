import { asc, eq } from 'drizzle-orm';
import type { ProjectCredits } from '@registry/contract/ledger/certifier-api';
import { issuances } from '../../db/schema/issuances';
import { projects } from '../../db/schema/projects';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { certifiedBlocks, ofProject } from './certified-blocks-query';
import { requireCertifierOf } from './ledger-access';
import type { LedgerContext } from './ledger-context';

/**
 * GET /api/platform/ledger/projects/{projectId}/credits: a project's
 * issuances and every block of them (any account, any status), for its
 * certifier only (403 for anyone else, 404 for no such project).
 */
export async function getProjectCredits({
  ctx,
  caller,
  input,
}: {
  ctx: LedgerContext;
  caller: Caller;
  input: { projectId: number };
}): Promise<ProjectCredits> {
  const [project] = await ctx.db
    .select({ certifierCompanyId: projects.certifierCompanyId })
    .from(projects)
    .where(eq(projects.id, input.projectId));
  if (!project) throw new DomainError('ERROR_PROJECT_NOT_FOUND', 404);
  requireCertifierOf(project, caller.companyId);
  const rows = await ctx.db
    .select()
    .from(issuances)
    .where(eq(issuances.projectId, input.projectId))
    .orderBy(asc(issuances.number));
  return {
    issuances: rows.map((row) => ({
      id: row.id,
      number: row.number,
      vintage: row.vintage,
      monitoringPeriod: row.monitoringPeriod,
      quantityKg: row.quantityKg,
      bufferKg: row.bufferKg,
      bufferShareBp: row.bufferShareBp,
      createdAt: row.createdAt.toISOString(),
    })),
    blocks: await certifiedBlocks(
      ctx.db,
      ctx.registryPrefix,
      caller.companyId,
      ofProject(input.projectId),
    ),
  };
}
