import type { Invoice } from '@registry/contract/billing/billing-api';
import type { InvoiceAction } from '@registry/contract/billing/invoice-payments';
import type { MessageCode } from '../../i18n/messages';
import {
  certifierCompanyIds,
  notifyAdmins,
  type NoticeContext,
} from '../administration/notify-admins';

/** What each step of a payment tells, the bell's kind and the mail's texts. */
const NOTICES: Record<
  'proof' | InvoiceAction,
  { kind: string; subject: MessageCode; body: MessageCode; path: string }
> = {
  proof: {
    kind: 'invoiceProof',
    subject: 'MAIL_INVOICE_PROOF_SUBJECT',
    body: 'MAIL_INVOICE_PROOF_BODY',
    path: '/payment-pending-confirm',
  },
  confirm: {
    kind: 'invoicePaid',
    subject: 'MAIL_INVOICE_PAID_SUBJECT',
    body: 'MAIL_INVOICE_PAID_BODY',
    path: '/invoicing',
  },
  refuse: {
    kind: 'invoiceRefused',
    subject: 'MAIL_INVOICE_REFUSED_SUBJECT',
    body: 'MAIL_INVOICE_REFUSED_BODY',
    path: '/invoicing',
  },
  void: {
    kind: 'invoiceVoided',
    subject: 'MAIL_INVOICE_VOIDED_SUBJECT',
    body: 'MAIL_INVOICE_VOIDED_BODY',
    path: '/invoicing',
  },
};

/**
 * After a payment step commits, both sides hear of it: the admins of the
 * invoice's company and of the certifier companies get a notification that
 * leads to where it is handled and a mail in their language. A failure is
 * logged; the step stands.
 */
export async function noticeInvoice(
  ctx: NoticeContext & { publicUrl: string },
  step: 'proof' | InvoiceAction,
  invoice: Invoice,
): Promise<void> {
  const texts = NOTICES[step];
  const reason = invoice.stateReason ?? '';
  try {
    const companyIds = [invoice.companyId, ...(await certifierCompanyIds(ctx.db))];
    await notifyAdmins(ctx, companyIds, {
      kind: texts.kind,
      payload: {
        invoiceId: invoice.id,
        number: invoice.number,
        company: invoice.companyName,
        reason,
      },
      mail: {
        subject: texts.subject,
        body: texts.body,
        params: {
          number: invoice.number,
          company: invoice.companyName,
          reason,
          link: `${ctx.publicUrl}${texts.path}`,
        },
      },
    });
  } catch (error) {
    ctx.log.error({ err: error, invoiceId: invoice.id, step }, 'the notices of an invoice failed');
  }
}
