import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ReviewAction } from '@registry/contract/administration/companies';
import { DEFAULT_LANGUAGE } from '@registry/contract/common/language';
import type { Db, Tx } from '../../db/client';
import { notifications, userCompanies, users } from '../../db/schema/accounts';
import type { MessageCode } from '../../i18n/messages';
import { composeMail } from '../../lib/compose-mail';
import type { Mailer } from '../../lib/mailer';

/** The subject and body of the mail each review action sends. */
const REVIEW_MAILS: Record<ReviewAction, { subject: MessageCode; body: MessageCode }> = {
  approve: { subject: 'MAIL_COMPANY_APPROVED_SUBJECT', body: 'MAIL_COMPANY_APPROVED_BODY' },
  reject: { subject: 'MAIL_COMPANY_REJECTED_SUBJECT', body: 'MAIL_COMPANY_REJECTED_BODY' },
  suspend: { subject: 'MAIL_COMPANY_SUSPENDED_SUBJECT', body: 'MAIL_COMPANY_SUSPENDED_BODY' },
  reinstate: { subject: 'MAIL_COMPANY_REINSTATED_SUBJECT', body: 'MAIL_COMPANY_REINSTATED_BODY' },
};

export interface ReviewNotice {
  companyId: number;
  companyName: string;
  action: ReviewAction;
  reason: string;
}

/** The active admin users of the company, with their mail address and language. */
async function companyAdmins(db: Db | Tx, companyId: number) {
  return db
    .select({ userId: users.id, email: users.email, name: users.name, language: users.language })
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(
      and(
        eq(userCompanies.companyId, companyId),
        eq(userCompanies.isAdmin, 1),
        eq(userCompanies.active, 1),
        eq(users.active, 1),
      ),
    );
}

/**
 * After a review commits: a `companyReview` notification (the header bell's)
 * for each active admin of the company, and a mail to each in their language.
 * A mail that fails is logged; the review stands.
 */
export async function noticeReview(
  ctx: { db: Db; mailer: Mailer; log: FastifyBaseLogger; publicUrl: string },
  notice: ReviewNotice,
): Promise<void> {
  const admins = await companyAdmins(ctx.db, notice.companyId);
  if (admins.length === 0) return;
  await ctx.db.insert(notifications).values(
    admins.map((admin) => ({
      userId: admin.userId,
      companyId: notice.companyId,
      kind: 'companyReview',
      payload: { action: notice.action, company: notice.companyName, reason: notice.reason },
    })),
  );
  const texts = REVIEW_MAILS[notice.action];
  for (const admin of admins) {
    const mail = composeMail(admin.language ?? DEFAULT_LANGUAGE, {
      to: admin.email,
      subject: texts.subject,
      body: texts.body,
      params: {
        name: admin.name,
        company: notice.companyName,
        reason: notice.reason,
        link: `${ctx.publicUrl}/login`,
      },
    });
    try {
      await ctx.mailer.send(mail);
    } catch (error) {
      ctx.log.error(
        { err: error, userId: admin.userId, companyId: notice.companyId },
        'the mail about a company review failed',
      );
    }
  }
}
