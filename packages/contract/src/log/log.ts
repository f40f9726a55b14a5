import { z } from 'zod';
import { envelopeWith } from '../common/envelope';

/**
 * The public transparency log (DESIGN.md 4.3, decision 025), open to anyone.
 *
 * Hashes travel as standard base64 (RFC 4648 section 4) of the 32 SHA-256
 * bytes, as the checkpoint's root line does. Leaf `index` counts from 0; a
 * tree `size` is a number of leaves. Ranges are half-open: `start` included,
 * `end` excluded. Every index and size must lie within the latest checkpoint.
 */
export const LOG_PATH = '/log';

/** The most entries one call answers. */
export const LOG_ENTRIES_MAX = 1000;

/** The largest leaf index or tree size a query may name (JavaScript's safe integers). */
const LOG_POSITION_MAX = Number.MAX_SAFE_INTEGER;

const positionSchema = z.coerce.number().int().min(0).max(LOG_POSITION_MAX);

export const Base64HashSchema = z
  .string()
  .regex(/^[A-Za-z0-9+/]{43}=$/, 'a SHA-256 hash in base64');

/** `GET /api/log/public-key`. */
export const LogPublicKeyResponseSchema = envelopeWith({
  /** Ed25519 public key, SPKI PEM. */
  publicKey: z.string(),
  /** The C2SP verifier key: `<origin>+<hex key ID>+<base64(0x01 || key)>`. */
  vkey: z.string(),
});
export type LogPublicKeyResponse = z.infer<typeof LogPublicKeyResponseSchema>;

/** `GET /api/log/entries?start=&end=`: at most LOG_ENTRIES_MAX. */
export const LogEntriesQuerySchema = z.object({ start: positionSchema, end: positionSchema });
export type LogEntriesQuery = z.infer<typeof LogEntriesQuerySchema>;

export const LogEntrySchema = z.object({
  index: z.number().int().min(0),
  /** The leaf: RFC 8785 canonical JSON, exactly the text hashed (as UTF-8). */
  data: z.string(),
  /** SHA-256(0x00 || data), base64. */
  leafHash: Base64HashSchema,
});
export type LogEntry = z.infer<typeof LogEntrySchema>;

export const LogEntriesResponseSchema = envelopeWith({ entries: z.array(LogEntrySchema) });
export type LogEntriesResponse = z.infer<typeof LogEntriesResponseSchema>;

/** `GET /api/log/proof/inclusion?index=&size=`: RFC 9162 2.1.3 PATH, base64 hashes. */
export const InclusionProofQuerySchema = z.object({ index: positionSchema, size: positionSchema });
export type InclusionProofQuery = z.infer<typeof InclusionProofQuerySchema>;

export const InclusionProofResponseSchema = envelopeWith({
  index: z.number().int().min(0),
  size: z.number().int().min(0),
  hashes: z.array(Base64HashSchema),
});
export type InclusionProofResponse = z.infer<typeof InclusionProofResponseSchema>;

/** `GET /api/log/proof/consistency?first=&second=`: RFC 9162 2.1.4 PROOF, base64 hashes. */
export const ConsistencyProofQuerySchema = z.object({
  first: positionSchema,
  second: positionSchema,
});
export type ConsistencyProofQuery = z.infer<typeof ConsistencyProofQuerySchema>;

export const ConsistencyProofResponseSchema = envelopeWith({
  first: z.number().int().min(0),
  second: z.number().int().min(0),
  hashes: z.array(Base64HashSchema),
});
export type ConsistencyProofResponse = z.infer<typeof ConsistencyProofResponseSchema>;
