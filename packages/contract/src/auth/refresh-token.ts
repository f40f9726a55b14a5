import { z } from 'zod';
import { text } from '../common/text';
import { envelopeWith } from '../common/envelope';

/** POST /api/user/refreshToken (spec section 7). */
export const RefreshTokenRequestSchema = z.object({ refreshToken: text(512).min(1) });
export type RefreshTokenRequest = z.infer<typeof RefreshTokenRequestSchema>;

export const RefreshTokenResponseSchema = envelopeWith({
  token: z.string().optional(),
  refreshToken: z.string().optional(),
});
export type RefreshTokenResponse = z.infer<typeof RefreshTokenResponseSchema>;
