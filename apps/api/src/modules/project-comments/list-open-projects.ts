import { and, asc, eq, gte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OpenProject } from '@registry/contract/projects/project-comments';
import { companies } from '../../db/schema/accounts';
import { projects } from '../../db/schema/projects';
import { standards } from '../../db/schema/reference';
import { todayOf } from '../projects/project-state-machine';
import type { CommentContext } from './comment-context';

const DAY_MS = 86_400_000;

/** The whole days from today to the last day of comment (0 on the last day). */
export function daysLeft(today: string, endsOn: string): number {
  return Math.round(
    (Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS,
  );
}

/**
 * GET /api/public/project-comment/projects: the projects open for comment
 * today, the soonest to close first, with the days left.
 */
export async function listOpenProjects({
  ctx,
}: {
  ctx: Pick<CommentContext, 'db' | 'now'>;
}): Promise<{ projects: OpenProject[] }> {
  const today = todayOf(ctx.now());
  const developer = alias(companies, 'developer');
  const rows = await ctx.db
    .select({
      id: projects.id,
      code: projects.code,
      name: projects.name,
      standardId: projects.standardId,
      standard: standards.code,
      developer: developer.name,
      publicCommentEndsOn: projects.publicCommentEndsOn,
    })
    .from(projects)
    .leftJoin(standards, eq(standards.id, projects.standardId))
    .leftJoin(developer, eq(developer.id, projects.developerCompanyId))
    .where(and(eq(projects.state, 'publicComment'), gte(projects.publicCommentEndsOn, today)))
    .orderBy(asc(projects.publicCommentEndsOn), asc(projects.name), asc(projects.id));
  return {
    projects: rows.map((row) => {
      const endsOn = row.publicCommentEndsOn ?? today;
      return { ...row, publicCommentEndsOn: endsOn, daysLeft: daysLeft(today, endsOn) };
    }),
  };
}
