import { and, eq } from 'drizzle-orm';
import type {
  CommentAttachment,
  ProjectComment,
} from '@registry/contract/projects/project-comments';
import type { Db, Tx } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import { projectComments } from '../../db/schema/project-comments';
import { projects } from '../../db/schema/projects';
import { DomainError } from '../../lib/domain-error';

export type CommentRow = typeof projectComments.$inferSelect;
export type CommentProjectRow = typeof projects.$inferSelect;

/** A comment as anyone may read it: no e-mail; a hidden one's text and attachment are left out. */
export function commentView(
  row: CommentRow,
  answeredBy: string | null,
  attachment: CommentAttachment | null,
): ProjectComment {
  const hidden = row.hiddenReason !== null;
  return {
    id: row.id,
    name: row.name,
    organization: row.organization,
    comment: hidden ? null : row.comment,
    createdAt: row.createdAt.toISOString(),
    hiddenReason: row.hiddenReason,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredBy,
    attachment: hidden ? null : attachment,
  };
}

/** Whether the project takes comments today: in public comment and not past its last day. */
export function isOpenForComment(project: CommentProjectRow, today: string): boolean {
  return (
    project.state === 'publicComment' &&
    project.publicCommentEndsOn !== null &&
    project.publicCommentEndsOn >= today
  );
}

/** The comment and its project, locked for the change; 404 when there is no such comment. */
export async function findCommentForUpdate(
  tx: Tx,
  commentId: number,
): Promise<{ comment: CommentRow; project: CommentProjectRow }> {
  const [row] = await tx
    .select({ comment: projectComments, project: projects })
    .from(projectComments)
    .innerJoin(projects, eq(projects.id, projectComments.projectId))
    .where(eq(projectComments.id, commentId))
    .for('update', { of: projectComments });
  if (!row) throw new DomainError('ERROR_COMMENT_NOT_FOUND', 404);
  return row;
}

/** The name of the company that answered, for the view. */
export async function answeringCompanyName(
  db: Db | Tx,
  companyId: number | null,
): Promise<string | null> {
  if (companyId === null) return null;
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, companyId)));
  return company?.name ?? null;
}
