import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { TRANSFER_PATH } from './ledger-api';

/*
 * The openings of a company's account commitments (DESIGN.md 4.3, decision 028).
 *
 * GET /api/platform/projectCompanyTransfer/openings   -> AccountOpeningsResponse (any member of the company)
 *
 * A ledger leaf of the public log shows each block's account only as
 * commitment = hex(SHA-256(UTF-8 "<accountId>:<salt>")), a fresh 16-byte salt
 * for every block a leaf writes. The registry keeps the salts; a company
 * downloads the openings of its own accounts (main and sub-accounts) as one
 * JSON file and checks its own history against the public log:
 * `npm run verify-log -- URL --account FILE`.
 */

export const ACCOUNT_OPENINGS_PATH = `${TRANSFER_PATH}/openings`;

/** The most openings one file holds (a limit on everything); the file says when it is cut. */
export const ACCOUNT_OPENINGS_MAX = 100_000;

export const AccountOpeningSchema = z.object({
  /** The movement whose leaf wrote the block with this commitment. */
  movementId: z.number().int(),
  blockId: z.number().int(),
  /** 64 lowercase hex characters, as the leaf shows the block's `account`. */
  commitment: z.string().regex(/^[0-9a-f]{64}$/),
  accountId: z.number().int(),
  /** 32 lowercase hex characters (16 random bytes). */
  salt: z.string().regex(/^[0-9a-f]{32}$/),
});
export type AccountOpening = z.infer<typeof AccountOpeningSchema>;

/** The file a company downloads: its log's origin, its id, its openings oldest first. */
export const AccountOpeningsFileSchema = z.object({
  /** The origin of the log these commitments are in (the checkpoint's first line). */
  origin: z.string(),
  companyId: z.number().int(),
  openings: z.array(AccountOpeningSchema),
  /** True when the company has more than ACCOUNT_OPENINGS_MAX openings and the oldest are here. */
  isTruncated: z.boolean().optional(),
});
export type AccountOpeningsFile = z.infer<typeof AccountOpeningsFileSchema>;

export const AccountOpeningsResponseSchema = envelopeWith(AccountOpeningsFileSchema.shape);
export type AccountOpeningsResponse = z.infer<typeof AccountOpeningsResponseSchema>;
