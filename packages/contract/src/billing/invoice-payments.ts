import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { text } from '../common/text';
import { UploadedFileSchema } from '../files/upload';
import { InvoiceSchema, type InvoiceState } from './billing-api';

/**
 * Paying an invoice (DESIGN.md 4.5): the company transfers the total to the
 * registry's bank account and uploads the proof; the certifier confirms it
 * (paid) or refuses it with a reason (issued again, the reason shown); the
 * certifier may void an unpaid invoice with a reason.
 *
 * GET  /api/billing/invoices/{id}/pdf     -> application/pdf (the certifier, or the invoice's company)
 * POST /api/billing/invoices/{id}/proof   InvoiceProofRequest -> InvoiceResponse (the invoice's company)
 * POST /api/billing/invoices/{id}/review  InvoiceReviewRequest -> InvoiceResponse (certifier)
 */
export const INVOICE_ACTIONS = ['confirm', 'refuse', 'void'] as const;
export const InvoiceActionSchema = z.enum(INVOICE_ACTIONS);
export type InvoiceAction = z.infer<typeof InvoiceActionSchema>;

/** From which states the certifier's actions move an invoice, and where to. */
export const INVOICE_TRANSITIONS: Record<
  InvoiceAction,
  { from: readonly InvoiceState[]; to: InvoiceState }
> = {
  confirm: { from: ['pendingConfirmation'], to: 'paid' },
  refuse: { from: ['pendingConfirmation'], to: 'issued' },
  void: { from: ['issued', 'pendingConfirmation'], to: 'void' },
};

/** The actions an invoice in `state` can be given. */
export const invoiceActionsFrom = (state: InvoiceState): InvoiceAction[] =>
  INVOICE_ACTIONS.filter((action) => INVOICE_TRANSITIONS[action].from.includes(state));

/** The states in which the company may upload (or upload again) a proof of payment. */
export const PROOF_STATES: readonly InvoiceState[] = ['issued', 'pendingConfirmation'];

/** The actions that must say why: the company is told the reason. */
export const INVOICE_ACTIONS_WITH_REASON: readonly InvoiceAction[] = ['refuse', 'void'];

export const INVOICE_REASON_MAX = 500;

export const InvoiceProofRequestSchema = z.object({
  /** The proof, uploaded and confirmed through the files module (module companies, type document). */
  file: UploadedFileSchema,
});
export type InvoiceProofRequest = z.infer<typeof InvoiceProofRequestSchema>;

export const InvoiceReviewRequestSchema = z
  .object({
    action: InvoiceActionSchema,
    reason: text(INVOICE_REASON_MAX * 4)
      .trim()
      .max(INVOICE_REASON_MAX)
      .default(''),
  })
  .refine((body) => !INVOICE_ACTIONS_WITH_REASON.includes(body.action) || body.reason.length > 0, {
    path: ['reason'],
    message: 'ERROR_REASON_REQUIRED',
  });
export type InvoiceReviewRequest = z.input<typeof InvoiceReviewRequestSchema>;

export const InvoiceResponseSchema = envelopeWith({ invoice: InvoiceSchema });
export type InvoiceResponse = z.infer<typeof InvoiceResponseSchema>;
