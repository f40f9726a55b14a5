import { eq } from 'drizzle-orm';
import type { Invoice } from '@registry/contract/billing/billing-api';
import {
  PROOF_STATES,
  type InvoiceProofRequest,
} from '@registry/contract/billing/invoice-payments';
import { invoices } from '../../db/schema/billing';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import type { NoticeContext } from '../administration/notify-admins';
import { claimUploadWithId } from '../files/claim-upload';
import type { BillingContext } from './billing-context';
import { noticeInvoice } from './invoice-notices';
import { findInvoice, toInvoice } from './invoice-row';

export type PaymentContext = BillingContext & NoticeContext & { publicUrl: string };

/**
 * POST /api/billing/invoices/{id}/proof: the invoice's company attaches the
 * proof of its bank transfer (an upload of its own, confirmed clean, claimed
 * here once) to an issued invoice, or replaces the one waiting; the invoice
 * waits for the certifier's confirmation. Another company's invoice is a 404,
 * a certifier's call a 403, a paid or void invoice a 409.
 */
export async function uploadInvoiceProof({
  ctx,
  caller,
  id,
  input,
}: {
  ctx: PaymentContext;
  caller: Caller;
  id: number;
  input: InvoiceProofRequest;
}): Promise<{ invoice: Invoice }> {
  const invoice = await ctx.db.transaction(async (tx) => {
    const { row, companyName } = await findInvoice(tx, caller, id, { isLocked: true });
    if (row.companyId !== caller.companyId) throw new DomainError('ERROR_FORBIDDEN', 403);
    if (!PROOF_STATES.includes(row.state)) {
      throw new DomainError('ERROR_INVOICE_STATE', 409, { state: row.state });
    }
    const upload = await claimUploadWithId(tx, {
      route: input.file.route,
      companyId: caller.companyId,
      fileType: 'document',
      module: 'companies',
    });
    const [updated] = await tx
      .update(invoices)
      .set({
        state: 'pendingConfirmation',
        stateReason: null,
        proof: { fileId: upload.id, name: upload.fileName, route: upload.route, md5: upload.md5 },
        proofAt: ctx.now(),
      })
      .where(eq(invoices.id, id))
      .returning();
    // Stryker disable next-line ConditionalExpression: the row was locked above
    if (!updated) throw new DomainError('ERROR_INVOICE_NOT_FOUND', 404);
    return toInvoice(ctx.registryPrefix, updated, companyName);
  });
  await noticeInvoice(ctx, 'proof', invoice);
  return { invoice };
}
