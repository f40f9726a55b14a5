import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { IdParamSchema } from '../common/ids';
import { DaySchema, queryStringOf } from '../common/query-string';
import { RetirementPurposeSchema } from './retirements-api';

/*
 * The registry's public ledger of retirements and cancellations (DESIGN.md
 * 4.4), anyone, no login: every credit taken out of circulation, newest
 * first, with its project, serial, quantity and, for a retirement, its
 * certificate, purpose and (when public) beneficiary. Who held the credits
 * is never said (DESIGN.md 4.3).
 *
 * GET /api/public/ledger        PublicLedgerQuery -> PublicLedgerResponse (a page)
 * GET /api/public/ledger.csv    the same filter, every row, in the caller's language
 */
export const PUBLIC_LEDGER_PATH = '/public/ledger';
export const PUBLIC_LEDGER_CSV_PATH = '/public/ledger.csv';

export const PUBLIC_LEDGER_KINDS = ['retirement', 'cancellation'] as const;
export const PublicLedgerKindSchema = z.enum(PUBLIC_LEDGER_KINDS);
export type PublicLedgerKind = z.infer<typeof PublicLedgerKindSchema>;

/** Rows of one page unless the query asks for another number (at most MAX_PUBLIC_LEDGER_PAGE). */
export const PUBLIC_LEDGER_PAGE = 50;
export const MAX_PUBLIC_LEDGER_PAGE = 200;

/**
 * `kind`, `projectId`, `purpose` (retirements of that purpose only) and the
 * days `from` and `to` (both included) narrow the list; `cursor` is the
 * `nextCursor` of the page before (keyset paging, no depth limit).
 */
export const PublicLedgerQuerySchema = z.object({
  kind: PublicLedgerKindSchema.optional(),
  projectId: IdParamSchema.optional(),
  purpose: RetirementPurposeSchema.optional(),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
  cursor: IdParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PUBLIC_LEDGER_PAGE).default(PUBLIC_LEDGER_PAGE),
});
export type PublicLedgerQuery = z.input<typeof PublicLedgerQuerySchema>;
export type PublicLedgerFilter = Omit<z.output<typeof PublicLedgerQuerySchema>, 'limit' | 'cursor'>;

/** The query string of a filter (empty values left out), for the JSON call and the CSV. */
export function publicLedgerQueryString(query: PublicLedgerQuery): string {
  return queryStringOf(query);
}

export const PublicLedgerRowSchema = z.object({
  /** The movement's number: the rows' order and the cursor. */
  movementId: z.number().int(),
  kind: PublicLedgerKindSchema,
  /** ISO instant of the retirement or cancellation. */
  at: z.string(),
  projectId: z.number().int(),
  projectName: z.string(),
  vintage: z.number().int(),
  serial: z.string(),
  quantityKg: z.number().int(),
  /** Counted in kg (a divisible block) rather than whole tonnes. */
  isKg: z.boolean(),
  /** A retirement's; null for a cancellation. */
  certificateNumber: z.string().nullable(),
  emitCertificationId: z.string().nullable(),
  purpose: RetirementPurposeSchema.nullable(),
  /** Null for a private retirement and for a cancellation. */
  beneficiaryName: z.string().nullable(),
});
export type PublicLedgerRow = z.infer<typeof PublicLedgerRowSchema>;

export const PublicLedgerResponseSchema = envelopeWith({
  rows: z.array(PublicLedgerRowSchema),
  /** The cursor of the next page; null on the last one. */
  nextCursor: z.number().int().nullable(),
});
export type PublicLedgerAnswer = Omit<
  z.infer<typeof PublicLedgerResponseSchema>,
  'status' | 'codeMessages'
>;
