import type { Db, Tx } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { findProject, requireProjectPermit, type ProjectRow } from '../projects/project-access';

/** The account types that convert credits from another registry (spec section 6). */
const CONVERTING_ACCOUNTS: readonly string[] = ['owner', 'generalAccount'];

/** An owner or general account with the project permit; 403 for anyone else (a developer too). */
export function requireConvertingCaller(caller: Caller): void {
  requireProjectPermit(caller.claims.permits);
  if (!CONVERTING_ACCOUNTS.includes(caller.claims.typeAccount)) {
    throw new DomainError('ERROR_FORBIDDEN', 403);
  }
}

/**
 * A conversion project the caller's company owns (404 when there is none,
 * 403 for another company's, 400 for a project that is not a conversion).
 */
export async function findOwnedConversion(
  db: Db | Tx,
  caller: Caller,
  projectId: number,
  options: { forUpdate?: boolean } = {},
): Promise<ProjectRow> {
  const project = await findProject(db, projectId, options);
  if (project.ownerCompanyId !== caller.companyId) throw new DomainError('ERROR_FORBIDDEN', 403);
  if (!project.isConversion) throw new DomainError('ERROR_PROJECT_NOT_CONVERSION', 400);
  return project;
}
