import type { ProjectDetail } from '@registry/contract/projects/project-api';
import type { Caller } from '../../lib/caller';
import { findPartyProject } from './project-access';
import type { ProjectContext } from './project-context';
import { toProjectDetail } from './project-view';

/**
 * GET /api/project/{projectId}: the whole project for its parties; 404 when
 * it does not exist, 403 for a company that plays no part in it (a draft is
 * only its developer's and owner's). The public page is another module's.
 */
export async function getProject({
  ctx,
  caller,
  input,
}: {
  ctx: Pick<ProjectContext, 'db' | 'lng'>;
  caller: Caller;
  input: { projectId: number };
}): Promise<{ project: ProjectDetail }> {
  const { project, roles } = await findPartyProject(ctx.db, input.projectId, caller.companyId);
  return { project: await toProjectDetail(ctx.db, ctx.lng, project, roles, caller.companyId) };
}
