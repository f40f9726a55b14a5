import type { ReviewAction } from '@registry/contract/administration/companies';
import type { MessageCode } from '../../i18n/messages';
import { notifyAdmins, type NoticeContext } from './notify-admins';

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

/**
 * After a review commits: a `companyReview` notification (the header bell's)
 * for each active admin of the company, and a mail to each in their language.
 * A mail that fails is logged; the review stands.
 */
export async function noticeReview(
  ctx: NoticeContext & { publicUrl: string },
  notice: ReviewNotice,
): Promise<void> {
  await notifyAdmins(ctx, [notice.companyId], {
    kind: 'companyReview',
    payload: { action: notice.action, company: notice.companyName, reason: notice.reason },
    mail: {
      ...REVIEW_MAILS[notice.action],
      params: {
        company: notice.companyName,
        reason: notice.reason,
        link: `${ctx.publicUrl}/login`,
      },
    },
  });
}
