import { eq } from 'drizzle-orm';
import type { Invoice } from '@registry/contract/billing/billing-api';
import {
  INVOICE_ACTIONS_WITH_REASON,
  INVOICE_TRANSITIONS,
  type InvoiceAction,
} from '@registry/contract/billing/invoice-payments';
import { invoices } from '../../db/schema/billing';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { requireCertifier } from '../administration/certifier-access';
import { noticeInvoice } from './invoice-notices';
import { findInvoice, toInvoice } from './invoice-row';
import type { PaymentContext } from './upload-invoice-proof';

/**
 * POST /api/billing/invoices/{id}/review: the certifier confirms a proof of
 * payment (paid), refuses it with a reason (issued again, the reason told to
 * the company) or voids an unpaid invoice with a reason. One transaction locks
 * the invoice and checks the move (409 ERROR_INVOICE_STATE otherwise); both
 * sides are told after the commit.
 */
export async function reviewInvoice({
  ctx,
  caller,
  id,
  input,
}: {
  ctx: PaymentContext;
  caller: Caller;
  id: number;
  input: { action: InvoiceAction; reason: string };
}): Promise<{ invoice: Invoice }> {
  requireCertifier(caller);
  const transition = INVOICE_TRANSITIONS[input.action];
  const reason = INVOICE_ACTIONS_WITH_REASON.includes(input.action) ? input.reason : null;
  const invoice = await ctx.db.transaction(async (tx) => {
    const { row, companyName } = await findInvoice(tx, caller, id, { isLocked: true });
    if (!transition.from.includes(row.state)) {
      throw new DomainError('ERROR_INVOICE_STATE', 409, { state: row.state });
    }
    const [updated] = await tx
      .update(invoices)
      .set({
        state: transition.to,
        stateReason: reason,
        paidAt: input.action === 'confirm' ? ctx.now() : null,
      })
      .where(eq(invoices.id, id))
      .returning();
    // Stryker disable next-line ConditionalExpression: the row was locked above
    if (!updated) throw new DomainError('ERROR_INVOICE_NOT_FOUND', 404);
    return toInvoice(ctx.registryPrefix, updated, companyName);
  });
  await noticeInvoice(ctx, input.action, invoice);
  return { invoice };
}
