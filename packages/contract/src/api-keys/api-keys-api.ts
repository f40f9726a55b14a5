import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { IdParamSchema } from '../common/ids';
import { text } from '../common/text';

/**
 * API keys (DESIGN.md 4.6): a company admin creates keys for the company's
 * own systems, each with a name and scopes; the key is shown once and stored
 * as its SHA-256 only; a revoked key is refused at once. A call sends it in
 * the X-Api-Key header and acts for the company, with the permits of the admin
 * who created the key narrowed to the key's scopes.
 *
 * GET  /api/company/api-keys               -> ApiKeysResponse (a company admin)
 * POST /api/company/api-keys               CreateApiKeyRequest -> CreatedApiKeyResponse
 * POST /api/company/api-keys/{id}/revoke   -> ApiKeyResponse
 */
export const API_KEYS_PATH = '/company/api-keys';

/** The header a script sends its key in. */
export const API_KEY_HEADER = 'X-Api-Key';

/** What a key may do: read the ledger (positions, movements, retirements), transfer, retire. */
export const API_KEY_SCOPES = ['read', 'transfer', 'retire'] as const;
export const ApiKeyScopeSchema = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof ApiKeyScopeSchema>;

/** A key's text starts with this, so a leaked one is recognisable (secret scanners). */
export const API_KEY_PREFIX = 'crk_';

export const API_KEY_NAME_MAX = 80;

export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(ApiKeyScopeSchema),
  /** The key's first characters, to tell keys apart; never enough to use it. */
  hint: z.string(),
  createdAt: z.string(),
  /** The admin who created it: the key acts with that admin's permits. */
  createdBy: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ApiKeysResponseSchema = envelopeWith({ keys: z.array(ApiKeySchema) });
export type ApiKeysResponse = z.infer<typeof ApiKeysResponseSchema>;

export const CreateApiKeyRequestSchema = z.object({
  name: text(API_KEY_NAME_MAX * 4)
    .trim()
    .min(1)
    .max(API_KEY_NAME_MAX),
  scopes: z
    .array(ApiKeyScopeSchema)
    .min(1)
    .max(API_KEY_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, { message: 'ERROR_INVALID_FIELD' }),
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequestSchema>;

export const CreatedApiKeyResponseSchema = envelopeWith({
  key: ApiKeySchema,
  /** The key itself: shown this once, never again. */
  secret: z.string(),
});
export type CreatedApiKeyResponse = z.infer<typeof CreatedApiKeyResponseSchema>;

export const ApiKeyParamsSchema = z.object({ id: IdParamSchema });

export const ApiKeyResponseSchema = envelopeWith({ key: ApiKeySchema });
export type ApiKeyResponse = z.infer<typeof ApiKeyResponseSchema>;
