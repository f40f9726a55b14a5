import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { IdParamSchema, IdSchema } from '../common/ids';
import { text } from '../common/text';

/*
 * The credit ledger (DESIGN.md 4.3). Quantities are whole numbers: tonnes, or
 * kg where `isKg` says so; the API answers kg (`quantityKg`). Every POST takes
 * an optional `Idempotency-Key` header (same key and body: the first answer
 * again for 24 h; another body: 422).
 *
 * GET  /api/platform/projectCompanyTransfer/positions       PositionsQuery -> PositionsResponse
 * POST /api/platform/projectCompanyTransfer/transfer        TransferRequest -> MovementResponse (transfer permit)
 * POST /api/platform/projectCompanyTransfer/convert-to-kg   ConvertToKgRequest -> MovementResponse (retire permit)
 * POST /api/platform/ledger/issue                           IssueCreditsRequest -> IssueCreditsResponse (the project's certifier)
 * POST /api/platform/ledger/lock | unlock | cancel          BlockActionRequest -> MovementResponse (the project's certifier)
 * GET  /api/platform/ledger/sub-accounts                    SubAccountsResponse
 * POST /api/platform/ledger/sub-accounts/create | rename | close -> SubAccountResponse (subAccounts permit)
 */

/** Where the spec's transfer, convert and position calls live. */
export const TRANSFER_PATH = '/platform/projectCompanyTransfer';
/** The certifier's and the sub-accounts' calls, which the spec does not name. */
export const LEDGER_PATH = '/platform/ledger';

/** At most 10^12 kg (a billion tonnes) in one operation. */
export const MAX_QUANTITY_KG = 1_000_000_000_000;
export const MAX_QUANTITY_TONNES = MAX_QUANTITY_KG / 1000;

const QuantitySchema = z.number().int().positive().max(MAX_QUANTITY_KG);
const TonnesSchema = z.number().int().positive().max(MAX_QUANTITY_TONNES);
const ReasonSchema = text(1000).trim().min(1);

export const BlockStatusSchema = z.enum(['active', 'retired', 'cancelled', 'locked']);

export const PositionSchema = z.object({
  /** The block's id: the serialId of the spec's routes. */
  serialId: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  issuanceId: z.number().int(),
  vintage: z.number().int(),
  serial: z.string(),
  quantityKg: z.number().int(),
  divisible: z.boolean(),
  accountId: z.number().int(),
  /** The sub-account holding the block; null in the main account. */
  subAccountId: z.number().int().nullable(),
  /** The sub-account's name; '' in the main account. */
  accountName: z.string(),
  status: BlockStatusSchema,
});
export type Position = z.infer<typeof PositionSchema>;

/** The most blocks one answer lists (a limit on everything); the totals count every block. */
export const MAX_POSITIONS = 5000;

/** `serialId`: only that block (the transfer of a block past the list's limit). */
export const PositionsQuerySchema = z.object({ serialId: IdParamSchema.optional() });
export type PositionsQuery = z.infer<typeof PositionsQuerySchema>;

/** What the company holds of one project and vintage, over all its active and locked blocks. */
export const HoldingTotalSchema = z.object({
  projectId: z.number().int(),
  projectName: z.string(),
  vintage: z.number().int(),
  quantityKg: z.number().int(),
});
export type HoldingTotal = z.infer<typeof HoldingTotalSchema>;

/**
 * The company's active and locked blocks, oldest first, at most MAX_POSITIONS;
 * `blockCount` counts them all (more than the list: the list is cut) and
 * `totals` sums them all per project and vintage.
 */
export const PositionsResponseSchema = envelopeWith({
  positions: z.array(PositionSchema),
  blockCount: z.number().int(),
  totals: z.array(HoldingTotalSchema),
});
export type PositionsResponse = z.infer<typeof PositionsResponseSchema>;

export const TransferRequestSchema = z.object({
  serialId: IdSchema,
  /** Tonnes, or kg when isKg. */
  quantity: QuantitySchema,
  isKg: z.boolean(),
  /** The receiving company (the token's companyId). */
  companyId: IdSchema,
  subAccountId: IdSchema.optional(),
});
export type TransferRequest = z.infer<typeof TransferRequestSchema>;

/** What a movement answers: the block that moved or changed, and the movement's id. */
export const MovementResponseSchema = envelopeWith({
  movementId: z.number().int(),
  serialId: z.number().int(),
  quantityKg: z.number().int(),
  accountId: z.number().int(),
});
export type MovementAnswer = Omit<
  z.infer<typeof MovementResponseSchema>,
  'status' | 'codeMessages'
>;

export const ConvertToKgRequestSchema = z.object({
  serialId: IdSchema,
  /** Whole tonnes to split off and make divisible. */
  quantity: TonnesSchema,
});
export type ConvertToKgRequest = z.infer<typeof ConvertToKgRequestSchema>;

export const IssueCreditsRequestSchema = z.object({
  projectId: IdSchema,
  vintage: z.number().int().min(1990).max(2100),
  monitoringPeriod: z.number().int().positive().max(1000),
  /** Whole tonnes. */
  quantity: TonnesSchema,
  /** The share sent to the buffer pool, 0 to 100 with at most two decimals. */
  bufferSharePercent: z
    .number()
    .min(0)
    .max(100)
    .refine(
      (value) =>
        Number.isInteger(Math.round(value * 100)) &&
        Math.abs(value * 100 - Math.round(value * 100)) < 1e-9,
      {
        message: 'At most two decimals',
      },
    ),
  labels: z.array(text(40).trim().min(1)).max(10).optional(),
});
export type IssueCreditsRequest = z.infer<typeof IssueCreditsRequestSchema>;

export const IssueCreditsResponseSchema = envelopeWith({
  issuanceId: z.number().int(),
  number: z.number().int(),
  quantityKg: z.number().int(),
  bufferKg: z.number().int(),
  /** The owner's block and the buffer pool's block (null when its share is 0). */
  serialId: z.number().int().nullable(),
  bufferSerialId: z.number().int().nullable(),
});
export type IssueCreditsAnswer = Omit<
  z.infer<typeof IssueCreditsResponseSchema>,
  'status' | 'codeMessages'
>;

/** Lock, unlock or cancel a whole block (certifier of its project). */
export const BlockActionRequestSchema = z.object({ serialId: IdSchema, reason: ReasonSchema });
export type BlockActionRequest = z.infer<typeof BlockActionRequestSchema>;

export const SubAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isOpen: z.boolean(),
  quantityKg: z.number().int(),
});
export type SubAccount = z.infer<typeof SubAccountSchema>;
export const SubAccountsResponseSchema = envelopeWith({ subAccounts: z.array(SubAccountSchema) });
export const SubAccountResponseSchema = envelopeWith({ subAccount: SubAccountSchema });

const SubAccountNameSchema = text(80).trim().min(1);
export const CreateSubAccountRequestSchema = z.object({ name: SubAccountNameSchema });
export const RenameSubAccountRequestSchema = z.object({
  subAccountId: IdSchema,
  name: SubAccountNameSchema,
});
export const CloseSubAccountRequestSchema = z.object({ subAccountId: IdSchema });
