import type { ProjectTransitionRequest } from '@registry/contract/projects/project-api';
import type { ProjectState } from '@registry/contract/projects/project-enums';
import type { Caller } from '../../lib/caller';
import { applyTransition } from './apply-transition';
import { requireProjectPermit, visibleRolesOf } from './project-access';
import type { ProjectContext } from './project-context';
import { correctionsMail } from './project-notifications';

/**
 * POST /api/project/{projectId}/transition: one move of the lifecycle by the
 * caller's company, in one transaction (DESIGN.md 4.2). A company with no
 * part in the project gets 403; a move its part may not make, 400. When the
 * certifier asks for corrections, the developer gets a mail.
 */
export async function transitionProject({
  ctx,
  caller,
  input,
}: {
  ctx: ProjectContext;
  caller: Caller;
  input: ProjectTransitionRequest & { projectId: number };
}): Promise<{ state: ProjectState; code: string | null }> {
  requireProjectPermit(caller.claims.permits);
  const { projectId, ...request } = input;
  const { project, mail } = await ctx.db.transaction(async (tx) => {
    const moved = await applyTransition(tx, {
      projectId,
      request,
      actor: { userId: caller.userId, companyId: caller.companyId },
      roles: (row) => visibleRolesOf(row, caller.companyId),
      now: ctx.now(),
    });
    const corrections =
      request.action === 'requestCorrections'
        ? await correctionsMail(tx, ctx.lng, moved, {
            reason: request.reason?.trim() ?? '',
            certifierCompanyId: caller.companyId,
            link: `${ctx.publicUrl}/project/edit/${moved.id}`,
          })
        : null;
    return { project: moved, mail: corrections };
  });
  if (mail) await ctx.mailer.send(mail);
  return { state: project.state, code: project.code };
}
