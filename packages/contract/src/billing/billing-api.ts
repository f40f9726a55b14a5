import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { IdParamSchema, IdSchema } from '../common/ids';
import { DaySchema } from '../common/query-string';

/**
 * Billing (DESIGN.md 4.5): the fee schedule the certifier edits and the
 * invoices its events raise.
 *
 * GET  /api/billing/fees       -> FeesResponse (any session: what the registry charges)
 * POST /api/billing/fees       SetFeeRequest -> SetFeeResponse (certifier)
 * GET  /api/billing/invoices   InvoicesQuery -> InvoicesResponse (certifier: all; a company: its own)
 */
export const BILLING_PATH = '/billing';

/** What the registry charges for: opening an account, a year of it, each issued and each retired tonne. */
export const FEE_KINDS = [
  'accountOpening',
  'yearlyAccount',
  'issuanceLevy',
  'retirementFee',
] as const;
export const FeeKindSchema = z.enum(FEE_KINDS);
export type FeeKind = z.infer<typeof FeeKindSchema>;

/** The fees charged per tonne of the event's quantity; the others are flat. */
export const PER_TONNE_FEES: readonly FeeKind[] = ['issuanceLevy', 'retirementFee'];

/** The largest amount a fee may have, in cents (a billion of the currency). */
export const FEE_MAX_CENTS = 100_000_000_000;

export const FeeSchema = z.object({
  id: z.number().int(),
  kind: FeeKindSchema,
  /** In cents of the currency; per tonne for the per-tonne fees. */
  amountCents: z.number().int(),
  /** The tax added to it, in basis points (1900 = 19 %). */
  taxRateBp: z.number().int(),
  currency: z.string(),
  /** The first day (UTC) it applies to; the latest one not after an event's day prices it. */
  validFrom: z.string(),
  createdAt: z.string(),
});
export type Fee = z.infer<typeof FeeSchema>;

export const FeesResponseSchema = envelopeWith({ fees: z.array(FeeSchema) });
export type FeesResponse = z.infer<typeof FeesResponseSchema>;

/** A new entry of the schedule, from today on (the past is never repriced); the same kind and day replaces it. */
export const SetFeeRequestSchema = z.object({
  kind: FeeKindSchema,
  amountCents: z.number().int().min(0).max(FEE_MAX_CENTS),
  taxRateBp: z.number().int().min(0).max(10_000),
  currency: z.string().regex(/^[A-Z]{3}$/, 'ERROR_FEE_CURRENCY'),
  validFrom: DaySchema,
});
export type SetFeeRequest = z.input<typeof SetFeeRequestSchema>;

export const SetFeeResponseSchema = envelopeWith({ fee: FeeSchema });
export type SetFeeResponse = z.infer<typeof SetFeeResponseSchema>;

export const INVOICE_STATES = ['issued', 'pendingConfirmation', 'paid', 'void'] as const;
export const InvoiceStateSchema = z.enum(INVOICE_STATES);
export type InvoiceState = z.infer<typeof InvoiceStateSchema>;

/** How many invoices one page lists. */
export const INVOICES_PAGE_LIMIT = 50;

export const InvoicesQuerySchema = z.object({
  state: InvoiceStateSchema.optional(),
  /** The certifier's filter by company; a company always sees only its own. */
  companyId: IdParamSchema.optional(),
  /** The id of the last invoice of the page before (newest first). */
  cursor: IdParamSchema.optional(),
});
export type InvoicesQuery = z.infer<typeof InvoicesQuerySchema>;

export const InvoiceSchema = z.object({
  id: IdSchema,
  /** {REGISTRY_PREFIX}-INV-{year}-{n}: numbered without gaps within a year. */
  number: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  kind: FeeKindSchema,
  state: InvoiceStateSchema,
  /** Why a proof was refused or the invoice voided; null otherwise. */
  stateReason: z.string().nullable(),
  currency: z.string(),
  /** The event's kg for a per-tonne fee; null for a flat one. */
  quantityKg: z.number().int().nullable(),
  unitCents: z.number().int(),
  subtotalCents: z.number().int(),
  taxRateBp: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  issuedAt: z.string(),
  dueOn: z.string(),
  paidAt: z.string().nullable(),
  /** The proof of payment the company uploaded (its file id for /api/platform/file/url), or null. */
  proof: z
    .object({ fileId: z.number().int(), name: z.string(), uploadedAt: z.string() })
    .nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** The registry's bank account, from configuration, printed on every invoice. */
export const BankDetailsSchema = z.object({
  holder: z.string(),
  bank: z.string(),
  account: z.string(),
  swift: z.string(),
});
export type BankDetails = z.infer<typeof BankDetailsSchema>;

export const InvoicesResponseSchema = envelopeWith({
  invoices: z.array(InvoiceSchema),
  nextCursor: z.number().int().nullable(),
  /** Where to pay: the registry's bank account, from configuration. */
  bank: BankDetailsSchema,
});
export type InvoicesResponse = z.infer<typeof InvoicesResponseSchema>;
