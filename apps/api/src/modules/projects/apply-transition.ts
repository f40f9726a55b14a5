import { and, eq, sql } from 'drizzle-orm';
import {
  PUBLIC_COMMENT_MIN_DAYS,
  type ProjectRole,
} from '@registry/contract/projects/project-enums';
import type { ProjectTransitionRequest } from '@registry/contract/projects/project-api';
import {
  ProjectFieldsSchema,
  submissionProblems,
} from '@registry/contract/projects/project-fields';
import type { Tx } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import {
  projectCodeCounters,
  projectDocuments,
  projectEvents,
  projects,
} from '../../db/schema/projects';
import { countries, standards } from '../../db/schema/reference';
import { DomainError } from '../../lib/domain-error';
import type { MessageCode } from '../../i18n/messages';
import { appendLogEvent } from '../log/append-log-event';
import { findProject, type ProjectRow } from './project-access';
import { notifyParties } from './project-notifications';
import { addDays, decideTransition, todayOf } from './project-state-machine';
import { projectSearchText } from './project-search-text';
import { fieldsOf } from './project-view';

/**
 * The advisory lock (with the project's id) a transition holds exclusively and a
 * movement of the project's credits shared (migration 0016).
 */
export const PROJECT_STATE_LOCK = 7302;

/** Who makes a move: a company's user, or the registry itself (userId and companyId null). */
export interface Actor {
  userId: number | null;
  companyId: number | null;
}

/** The moves a company makes of its own project's work: refused while the company is suspended. */
const SUBMISSIONS: readonly ProjectTransitionRequest['action'][] = ['submit', 'submitMonitoring'];

/**
 * DESIGN.md 4.1: a suspended company may read but not submit a project or a
 * monitoring period (ERROR_COMPANY_SUSPENDED_SUBMISSION, 403). The company's
 * row is read FOR SHARE, so a suspension that commits first is seen.
 */
async function refuseSuspendedSubmitter(tx: Tx, companyId: number): Promise<void> {
  const [company] = await tx
    .select({ name: companies.name, state: companies.state })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('share');
  if (company?.state === 'suspended') {
    throw new DomainError('ERROR_COMPANY_SUSPENDED_SUBMISSION', 403, { company: company.name });
  }
}

/** Refuses a submission that is not complete: the first missing or wrong field. */
async function checkSubmittable(tx: Tx, project: ProjectRow): Promise<void> {
  const parsed = ProjectFieldsSchema.safeParse(fieldsOf(project));
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'name');
    throw new DomainError('ERROR_PROJECT_INCOMPLETE', 400, { field });
  }
  const documents = await tx
    .select({ documentType: projectDocuments.documentType })
    .from(projectDocuments)
    .where(and(eq(projectDocuments.projectId, project.id), eq(projectDocuments.last, true)));
  const problem = submissionProblems(parsed.data, documents)[0];
  if (problem) {
    throw new DomainError(problem.codeMessage as MessageCode, 400, { field: problem.field });
  }
}

/**
 * The next registry code of the project's standard and country,
 * `{standard}-{ISO}-{0001}`: the counter row is created or incremented under
 * its own row lock, so two submissions never get the same number.
 */
async function nextCode(tx: Tx, project: ProjectRow): Promise<string> {
  if (project.standardId === null || project.countryId === null) {
    throw new DomainError('ERROR_PROJECT_INCOMPLETE', 400, { field: 'standardId' });
  }
  const [counter] = await tx
    .insert(projectCodeCounters)
    .values({ standardId: project.standardId, countryId: project.countryId, last: 1 })
    .onConflictDoUpdate({
      target: [projectCodeCounters.standardId, projectCodeCounters.countryId],
      set: { last: sql`${projectCodeCounters.last} + 1` },
    })
    .returning({ last: projectCodeCounters.last });
  const [standard] = await tx
    .select({ code: standards.code })
    .from(standards)
    .where(eq(standards.id, project.standardId));
  const [country] = await tx
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.id, project.countryId));
  if (!counter || !standard || !country) throw new Error('the code counter answered nothing');
  return `${standard.code}-${country.code}-${String(counter.last).padStart(4, '0')}`;
}

/**
 * One move of the lifecycle inside the caller's transaction: the project row
 * locked FOR UPDATE, the state machine asked, the row changed, an event row
 * and a transparency-log event written and the parties notified. Answers the project after the move.
 */
export async function applyTransition(
  tx: Tx,
  {
    projectId,
    request,
    actor,
    roles,
    now,
  }: {
    projectId: number;
    request: ProjectTransitionRequest;
    actor: Actor;
    roles: (project: ProjectRow) => ProjectRole[];
    now: Date;
  },
): Promise<ProjectRow> {
  // The movements' SQL functions hold this lock shared while they read the project's state
  // (migration 0016): a suspension waits for them, and they for it.
  await tx.execute(sql`select pg_advisory_xact_lock(${PROJECT_STATE_LOCK}, ${projectId})`);
  const project = await findProject(tx, projectId, { forUpdate: true });
  const today = todayOf(now);
  const reason = request.reason?.trim() || null;
  const decision = decideTransition({
    state: project.state,
    action: request.action,
    roles: roles(project),
    suspendedFrom: project.suspendedFrom,
    reason: reason ?? undefined,
    publicCommentEndsOn: request.publicCommentEndsOn,
    currentPublicCommentEndsOn: project.publicCommentEndsOn,
    creditingEnd: project.creditingEnd,
    period: request.period,
    today,
  });
  if (!decision.ok) {
    if (decision.refusal === 'ERROR_PROJECT_ROLE_NOT_ALLOWED' && roles(project).length === 0) {
      throw new DomainError('ERROR_FORBIDDEN', 403);
    }
    throw new DomainError(decision.refusal, 400, {
      days: PUBLIC_COMMENT_MIN_DAYS,
      date: addDays(today, PUBLIC_COMMENT_MIN_DAYS),
    });
  }
  const changes: Partial<typeof projects.$inferInsert> = {
    state: decision.to,
    suspendedFrom: decision.suspendedFrom,
    updatedAt: now,
  };
  if (actor.companyId !== null && SUBMISSIONS.includes(request.action)) {
    await refuseSuspendedSubmitter(tx, actor.companyId);
  }
  if (request.action === 'submit') {
    await checkSubmittable(tx, project);
    changes.submittedAt = now;
    if (project.code === null) {
      changes.code = await nextCode(tx, project);
      changes.searchText = projectSearchText({ ...project, code: changes.code });
    }
  }
  if (request.action === 'openPublicComment') {
    changes.publicCommentEndsOn = request.publicCommentEndsOn ?? null;
  }
  if (request.action === 'submitMonitoring' || request.action === 'certifyPeriod') {
    changes.currentPeriod = request.period ?? null;
  }
  const [updated] = await tx
    .update(projects)
    .set(changes)
    .where(eq(projects.id, project.id))
    .returning();
  if (!updated) throw new Error('the project update returned nothing');
  await tx.insert(projectEvents).values({
    projectId: project.id,
    action: request.action,
    fromState: project.state,
    toState: decision.to,
    reason,
    userId: actor.userId,
    companyId: actor.companyId,
    payload: {
      ...(request.publicCommentEndsOn ? { publicCommentEndsOn: request.publicCommentEndsOn } : {}),
      ...(request.period !== undefined ? { period: request.period } : {}),
    },
    createdAt: now,
  });
  // A leaf of the public transparency log (DESIGN.md 4.3): public facts only, no person, no reason.
  await appendLogEvent(tx, 'projectTransition', {
    projectId: project.id,
    registryCode: updated.code,
    fromState: project.state,
    toState: decision.to,
    at: now.toISOString(),
  });
  await notifyParties(
    tx,
    updated,
    { action: request.action, toState: decision.to, reason },
    actor.userId,
  );
  return updated;
}
