import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '@registry/contract/common/language';
import type { Tx } from '../../db/client';
import { companies, notifications, userCompanies } from '../../db/schema/accounts';
import { translate } from '../../i18n/messages';
import type { Mail } from '../../lib/mailer';
import type { CommentProjectRow } from './comment-view';

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/**
 * A new comment: a notification (the bell's, kind `projectComment`) for every
 * active user of the developer company, and the mail to its contact address
 * with the link to the list where it answers (null without a developer).
 */
export async function notifyDeveloper(
  tx: Tx,
  lng: Language,
  project: CommentProjectRow,
  { commentId, name, link }: { commentId: number; name: string; link: string },
): Promise<Mail | null> {
  const companyId = project.developerCompanyId;
  if (companyId === null) return null;
  const members = await tx
    .select({ userId: userCompanies.userId })
    .from(userCompanies)
    .where(and(inArray(userCompanies.companyId, [companyId]), eq(userCompanies.active, 1)));
  if (members.length > 0) {
    await tx.insert(notifications).values(
      members.map(({ userId }) => ({
        userId,
        companyId,
        kind: 'projectComment',
        payload: { projectId: project.id, code: project.code, name: project.name, commentId },
      })),
    );
  }
  const [developer] = await tx
    .select({ email: companies.email })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!developer) return null;
  const params = { code: project.code ?? '', project: project.name, name, link };
  const text = translate(lng, 'MAIL_PROJECT_COMMENT_BODY', params);
  const html = translate(lng, 'MAIL_PROJECT_COMMENT_BODY', {
    code: escapeHtml(params.code),
    project: escapeHtml(params.project),
    name: escapeHtml(name),
    link: `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
  })
    .split('\n\n')
    .map((paragraph) => `<p>${paragraph.replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  return {
    to: developer.email,
    subject: translate(lng, 'MAIL_PROJECT_COMMENT_SUBJECT', params),
    text,
    html: `<!doctype html><html lang="${lng}"><body>${html}</body></html>`,
  };
}
