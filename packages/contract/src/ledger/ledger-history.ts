import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { IdParamSchema } from '../common/ids';
import { text } from '../common/text';
import { NotificationItemSchema } from '../notifications/list-latest-notifications';
import { BlockStatusSchema } from './ledger-api';

/*
 * The ledger's read side (DESIGN.md 4.3, decision 026).
 *
 * GET /api/platform/projectCompanyTransfer/transfers                MovementsQuery -> MovementsResponse (the company's transfers)
 * GET /api/platform/projectCompanyTransfer/historic                 MovementsQuery -> MovementsResponse (every movement touching its accounts)
 * GET /api/platform/projectCompanyTransfer/notifications/transfers  TransferNotificationsQuery -> TransferNotificationsResponse
 * GET /api/public/serials?q=                                        SerialSearchQuery -> SerialSearchResponse (anyone; a session optional)
 */

export const MOVEMENT_KINDS = [
  'issue',
  'transfer',
  'convertToKg',
  'retire',
  'lock',
  'unlock',
  'cancel',
  'reverse',
] as const;
export const MovementKindSchema = z.enum(MOVEMENT_KINDS);
export type MovementKind = z.infer<typeof MovementKindSchema>;

export const MOVEMENTS_DEFAULT_LIMIT = 50;
export const MOVEMENTS_MAX_LIMIT = 200;

const DateSchema = z.iso.date();

/** The filter and page of the company's movements; `cursor` is the last page's nextCursor. */
export const MovementsQuerySchema = z.object({
  projectId: IdParamSchema.optional(),
  /** Inclusive days (UTC), YYYY-MM-DD. */
  from: DateSchema.optional(),
  to: DateSchema.optional(),
  /** sent: out of the company's accounts; received: into them. */
  direction: z.enum(['sent', 'received']).optional(),
  kind: MovementKindSchema.optional(),
  /** Opaque: the id of the last movement of the page before (newest first). */
  cursor: IdParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MOVEMENTS_MAX_LIMIT).default(MOVEMENTS_DEFAULT_LIMIT),
});
export type MovementsQuery = z.infer<typeof MovementsQuerySchema>;
export type MovementsQueryInput = z.input<typeof MovementsQuerySchema>;

export const LedgerAccountKindSchema = z.enum(['main', 'sub', 'buffer', 'cancellation', 'escrow']);

/** One side of a movement as the caller sees it: its own sub-accounts by name, others by company. */
export const MovementSideSchema = z.object({
  accountId: z.number().int(),
  kind: LedgerAccountKindSchema,
  /** The sub-account's name when it is the caller's; '' otherwise. */
  name: z.string(),
  companyId: z.number().int().nullable(),
  /** Null for the registry's own accounts (buffer pool, cancellations). */
  companyName: z.string().nullable(),
  isOwn: z.boolean(),
});
export type MovementSide = z.infer<typeof MovementSideSchema>;

export const MovementRowSchema = z.object({
  id: z.number().int(),
  kind: MovementKindSchema,
  project: z.object({ id: z.number().int(), name: z.string(), code: z.string().nullable() }),
  issuanceId: z.number().int(),
  /** The human serial of the block the movement made or moved. */
  serial: z.string(),
  quantityKg: z.number().int(),
  /** sent, received, or internal (between the company's own accounts, or a status change). */
  direction: z.enum(['sent', 'received', 'internal']),
  counterpartyName: z.string().nullable(),
  from: MovementSideSchema.nullable(),
  to: MovementSideSchema.nullable(),
  createdAt: z.string(),
});
export type MovementRow = z.infer<typeof MovementRowSchema>;

export const MovementsResponseSchema = envelopeWith({
  movements: z.array(MovementRowSchema),
  nextCursor: z.number().int().nullable(),
});
export type MovementsResponse = z.infer<typeof MovementsResponseSchema>;

export const TRANSFER_NOTIFICATIONS_LIMIT = 50;
export const TransferNotificationsQuerySchema = z.object({
  /** The id of the last notification of the page before. */
  cursor: IdParamSchema.optional(),
});
export const TransferNotificationsResponseSchema = envelopeWith({
  notifications: z.array(NotificationItemSchema),
  nextCursor: z.number().int().nullable(),
});
export type TransferNotificationsResponse = z.infer<typeof TransferNotificationsResponseSchema>;

/* ---- Public serial search ---- */

export const PUBLIC_SERIALS_PATH = '/public/serials';
/** The most blocks one search answers. */
export const SERIAL_SEARCH_MAX_BLOCKS = 50;

export const SerialSearchQuerySchema = z.object({ q: text(200).trim().min(1) });
export type SerialSearchQuery = z.infer<typeof SerialSearchQuerySchema>;

/**
 * An account as the serial search shows it: its kind, and a company named only
 * where the caller may know it (decision 028): for anyone, the receiver of an
 * issuance; for the block's holder and the project's certifier, also the
 * project's owner and the block's current holder.
 */
export const PublicAccountSchema = z.object({
  kind: LedgerAccountKindSchema,
  /** The company's name where it may be named (see above); else null. */
  companyName: z.string().nullable(),
});
export type PublicAccount = z.infer<typeof PublicAccountSchema>;

export const PublicMovementSchema = z.object({
  id: z.number().int(),
  kind: MovementKindSchema,
  quantityKg: z.number().int(),
  /** The serial the movement made or moved. */
  serial: z.string(),
  from: PublicAccountSchema.nullable(),
  to: PublicAccountSchema.nullable(),
  createdAt: z.string(),
});
export type PublicMovement = z.infer<typeof PublicMovementSchema>;

export const SerialBlockSchema = z.object({
  serialId: z.number().int(),
  project: z.object({ id: z.number().int(), name: z.string(), code: z.string().nullable() }),
  issuance: z.object({ vintage: z.number().int(), number: z.number().int() }),
  serial: z.string(),
  quantityKg: z.number().int(),
  divisible: z.boolean(),
  status: BlockStatusSchema,
  /**
   * Who holds the block; null for the public while a company holds it active
   * or locked (holdings are not public; the holder and the certifier see it).
   */
  holder: PublicAccountSchema.nullable(),
  /** Oldest first: the issue, then every split, transfer and status change of its kg. */
  history: z.array(PublicMovementSchema),
});
export type SerialBlock = z.infer<typeof SerialBlockSchema>;

export const SerialSearchResponseSchema = envelopeWith({ blocks: z.array(SerialBlockSchema) });
export type SerialSearchResponse = z.infer<typeof SerialSearchResponseSchema>;
