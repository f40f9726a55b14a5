import { z } from 'zod';
import { text } from '../common/text';
import { FilesByTypeListSchema } from './company-document';
import { safeText } from './safe-text';

/**
 * POST /api/company/update-billing-my-company (updateBilling), My Company tab 2.
 *
 * The save is complete only with a billing contact name, a valid billing
 * e-mail and, for every required billing document type, a document already
 * stored or sent now in filesBilling (spec section 5). Otherwise nothing is
 * saved and the answer (HTTP 400, status 0) has one codeMessage per missing
 * item, its field named: billingContactName, billingEmail, or
 * filesBilling.{typeDocumentCompanyId} with the type's name in the message.
 * A complete save stores the texts and files and sets updateBilling = 1.
 * Answers MyCompanySavedResponseSchema.
 */
export const UpdateBillingRequestSchema = z.object({
  billingContactName: safeText(120),
  /** Trimmed and lower-cased; its format is checked by the save (listed with the rest). */
  billingEmail: text(254).trim().toLowerCase(),
  filesBilling: FilesByTypeListSchema.default([]),
  specialConsiderations: safeText(2000, { isMultiline: true }).default(''),
});
export type UpdateBillingRequest = z.input<typeof UpdateBillingRequestSchema>;
