import { z } from 'zod';
import { envelopeWith } from '../common/envelope';

/** POST /api/user/refreshToken (spec section 7). */
export const RefreshTokenRequestSchema = z.object({ refreshToken: z.string().min(1).max(512) });
export type RefreshTokenRequest = z.infer<typeof RefreshTokenRequestSchema>;

export const RefreshTokenResponseSchema = envelopeWith({
  token: z.string().optional(),
  refreshToken: z.string().optional(),
});
export type RefreshTokenResponse = z.infer<typeof RefreshTokenResponseSchema>;
