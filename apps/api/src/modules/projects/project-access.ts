import { eq } from 'drizzle-orm';
import type { ProjectRole } from '@registry/contract/projects/project-enums';
import type { Db, Tx } from '../../db/client';
import { projects } from '../../db/schema/projects';
import { DomainError } from '../../lib/domain-error';

export type ProjectRow = typeof projects.$inferSelect;

/** The parts a company plays in a project, in the contract's order. */
export function rolesOf(project: ProjectRow, companyId: number): ProjectRole[] {
  const roles: ProjectRole[] = [];
  if (project.developerCompanyId === companyId) roles.push('developer');
  if (project.ownerCompanyId === companyId) roles.push('owner');
  if (project.certifierCompanyId === companyId) roles.push('certifier');
  if (project.ovvCompanyId === companyId) roles.push('ovv');
  return roles;
}

/**
 * The roles a company may see and act with: a draft is only its developer's
 * and owner's (the certifier and ovv see the project once it is submitted).
 */
export function visibleRolesOf(project: ProjectRow, companyId: number): ProjectRole[] {
  const roles = rolesOf(project, companyId);
  if (project.state === 'draft') {
    return roles.filter((role) => role === 'developer' || role === 'owner');
  }
  return roles;
}

/** Whether the company may edit the project's fields: a draft it develops or owns. */
export function canEditProject(project: ProjectRow, companyId: number): boolean {
  const roles = rolesOf(project, companyId);
  return project.state === 'draft' && (roles.includes('developer') || roles.includes('owner'));
}

/** The project, or 404; locked FOR UPDATE when read in a transaction that changes it. */
export async function findProject(
  db: Db | Tx,
  projectId: number,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<ProjectRow> {
  const query = db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  const [project] = forUpdate ? await query.for('update') : await query;
  if (!project) throw new DomainError('ERROR_PROJECT_NOT_FOUND', 404);
  return project;
}

/** The project if the company plays a part in it (visible to it), else 403. */
export async function findPartyProject(
  db: Db | Tx,
  projectId: number,
  companyId: number,
  options: { forUpdate?: boolean } = {},
): Promise<{ project: ProjectRow; roles: ProjectRole[] }> {
  const project = await findProject(db, projectId, options);
  const roles = visibleRolesOf(project, companyId);
  if (roles.length === 0) throw new DomainError('ERROR_FORBIDDEN', 403);
  return { project, roles };
}

/** Saving and moving projects needs the `project` permit (spec section 6); 403 without it. */
export function requireProjectPermit(permits: readonly string[]): void {
  if (!permits.includes('project')) throw new DomainError('ERROR_FORBIDDEN', 403);
}
