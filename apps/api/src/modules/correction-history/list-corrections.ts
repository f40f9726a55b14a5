import { and, asc, eq } from 'drizzle-orm';
import type { CorrectionRow } from '@registry/contract/projects/correction-history';
import { PUBLIC_PROJECT_STATES } from '@registry/contract/projects/project-enums';
import { companies, users } from '../../db/schema/accounts';
import { projectCorrections, projects } from '../../db/schema/projects';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { visibleRolesOf } from '../projects/project-access';
import type { CorrectionHistoryContext } from './correction-history-context';
import { loadLabels } from './correction-labels';

/**
 * GET /api/public/projects/{projectId}/corrections (anyone; a session is
 * optional): the corrections of a project, oldest first. Anyone reads the
 * public rows of a public project; its parties also read the private rows
 * and their project while it is a draft or rejected (403 for anyone else).
 */
export async function listCorrections({
  ctx,
  caller,
  projectId,
}: {
  ctx: CorrectionHistoryContext;
  caller: Caller | null;
  projectId: number;
}): Promise<{
  project: { id: number; code: string | null; name: string };
  corrections: CorrectionRow[];
}> {
  const [project] = await ctx.db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) throw new DomainError('ERROR_PUBLIC_PROJECT_NOT_FOUND', 404);
  const isParty = caller !== null && visibleRolesOf(project, caller.companyId).length > 0;
  if (!isParty && !PUBLIC_PROJECT_STATES.includes(project.state)) {
    throw new DomainError('ERROR_PUBLIC_PROJECT_NOT_PUBLIC', 403);
  }
  const rows = await ctx.db
    .select({
      correction: projectCorrections,
      userName: users.name,
      companyName: companies.name,
    })
    .from(projectCorrections)
    .innerJoin(users, eq(users.id, projectCorrections.userId))
    .innerJoin(companies, eq(companies.id, projectCorrections.companyId))
    .where(
      isParty
        ? eq(projectCorrections.projectId, projectId)
        : and(eq(projectCorrections.projectId, projectId), eq(projectCorrections.isPublic, true)),
    )
    .orderBy(asc(projectCorrections.id));
  const labelOf = await loadLabels(
    ctx.db,
    ctx.lng,
    rows.map((row) => row.correction),
  );
  return {
    project: { id: project.id, code: project.code, name: project.name },
    corrections: rows.map(({ correction, userName, companyName }) => ({
      id: correction.id,
      field: correction.field,
      oldValue: {
        value: correction.oldValue ?? null,
        label: labelOf(correction.field, correction.oldValue),
      },
      newValue: {
        value: correction.newValue ?? null,
        label: labelOf(correction.field, correction.newValue),
      },
      reason: correction.reason,
      isPublic: correction.isPublic,
      userName,
      companyName,
      createdAt: correction.createdAt.toISOString(),
    })),
  };
}
