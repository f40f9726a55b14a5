import { eq } from 'drizzle-orm';
import { PUBLIC_PROJECT_STATES } from '@registry/contract/projects/project-enums';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema/projects';
import { DomainError } from '../../lib/domain-error';

export type ProjectRow = typeof projects.$inferSelect;

/**
 * A project anyone may see: unknown is a 404; a draft or a rejected project
 * is a 403 (its parties read it through /api/project/{projectId}).
 */
export async function findPublicProject(db: Db, projectId: number): Promise<ProjectRow> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) throw new DomainError('ERROR_PUBLIC_PROJECT_NOT_FOUND', 404);
  if (!PUBLIC_PROJECT_STATES.includes(project.state)) {
    throw new DomainError('ERROR_PUBLIC_PROJECT_NOT_PUBLIC', 403);
  }
  return project;
}
