import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Language } from '@registry/contract/common/language';
import type { ProjectAction, ProjectState } from '@registry/contract/projects/project-enums';
import type { Db, Tx } from '../../db/client';
import { companies, notifications, userCompanies } from '../../db/schema/accounts';
import { composeMail } from '../../lib/compose-mail';
import type { Mail } from '../../lib/mailer';
import { visibleRolesOf, type ProjectRow } from './project-access';

/** The companies playing a part in the project, once each. */
export function partyCompanyIds(project: ProjectRow): number[] {
  const ids = [
    project.developerCompanyId,
    project.ownerCompanyId,
    project.certifierCompanyId,
    project.ovvCompanyId,
  ].filter((id): id is number => id !== null);
  return [...new Set(ids)];
}

/**
 * One notification (the header bell's) for every active user of every party
 * company that may open the project in its new state (a draft is only its
 * developer's and owner's), but the one who made the move: kind
 * `projectTransition`, with the project, the move, the new state and the reason.
 */
export async function notifyParties(
  tx: Tx,
  project: ProjectRow,
  move: { action: ProjectAction; toState: ProjectState; reason: string | null },
  actorUserId: number | null,
): Promise<void> {
  const companyIds = partyCompanyIds(project).filter(
    (companyId) => visibleRolesOf(project, companyId).length > 0,
  );
  if (companyIds.length === 0) return;
  const conditions = [inArray(userCompanies.companyId, companyIds), eq(userCompanies.active, 1)];
  if (actorUserId !== null) conditions.push(ne(userCompanies.userId, actorUserId));
  const members = await tx
    .select({ userId: userCompanies.userId, companyId: userCompanies.companyId })
    .from(userCompanies)
    .where(and(...conditions));
  if (members.length === 0) return;
  await tx.insert(notifications).values(
    members.map((member) => ({
      userId: member.userId,
      companyId: member.companyId,
      kind: 'projectTransition',
      payload: {
        projectId: project.id,
        code: project.code,
        name: project.name,
        action: move.action,
        state: move.toState,
        reason: move.reason,
      },
    })),
  );
}

/** The mail to the developer when the certifier asks for corrections (null without a developer). */
export async function correctionsMail(
  db: Db | Tx,
  lng: Language,
  project: ProjectRow,
  {
    reason,
    certifierCompanyId,
    link,
  }: { reason: string; certifierCompanyId: number; link: string },
): Promise<Mail | null> {
  if (project.developerCompanyId === null) return null;
  const [developer] = await db
    .select({ email: companies.email })
    .from(companies)
    .where(eq(companies.id, project.developerCompanyId));
  const [certifier] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, certifierCompanyId));
  if (!developer) return null;
  return composeMail(lng, {
    to: developer.email,
    subject: 'MAIL_PROJECT_CORRECTIONS_SUBJECT',
    body: 'MAIL_PROJECT_CORRECTIONS_BODY',
    params: {
      code: project.code ?? '',
      name: project.name,
      certifier: certifier?.name ?? '',
      reason,
      link,
    },
  });
}
