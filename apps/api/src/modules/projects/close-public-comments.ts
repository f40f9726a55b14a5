import { and, eq, lt } from 'drizzle-orm';
import { projects } from '../../db/schema/projects';
import { applyTransition } from './apply-transition';
import type { ProjectContext } from './project-context';
import { todayOf } from './project-state-machine';

/**
 * The registry's own move (DESIGN.md 4.2): every project whose public comment
 * ended before today goes on to validation. Answers how many moved.
 */
export async function closePublicComments({
  ctx,
}: {
  ctx: Pick<ProjectContext, 'db' | 'now'>;
}): Promise<{ closed: number }> {
  const now = ctx.now();
  const due = await ctx.db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(eq(projects.state, 'publicComment'), lt(projects.publicCommentEndsOn, todayOf(now))),
    );
  for (const { id } of due) {
    await ctx.db.transaction((tx) =>
      applyTransition(tx, {
        projectId: id,
        request: { action: 'closePublicComment' },
        actor: { userId: null, companyId: null },
        roles: () => ['system'],
        now,
      }),
    );
  }
  return { closed: due.length };
}
