import { z } from 'zod';
import { IdSchema } from '../common/ids';
import { text } from '../common/text';
import { EnvelopeSchema, envelopeWith } from '../common/envelope';

/** POST /api/user/logout: revokes the refresh-token family of this session. */
export const LogoutRequestSchema = z.object({ refreshToken: text(512).optional() });
export const LogoutResponseSchema = EnvelopeSchema;

/** POST /api/user/validToken. */
export const ValidTokenRequestSchema = z.object({ token: text(8192).min(1) });
export const ValidTokenResponseSchema = envelopeWith({ valid: z.boolean() });
export type ValidTokenResponse = z.infer<typeof ValidTokenResponseSchema>;

/**
 * POST /api/user/loginForCompany: a session for another company of the same
 * user. The refresh token of the session being left, when sent, is revoked.
 */
export const LoginForCompanyRequestSchema = z.object({
  companyId: IdSchema,
  refreshToken: text(512).optional(),
});
export const LoginForCompanyResponseSchema = envelopeWith({
  token: z.string().optional(),
  refreshToken: z.string().optional(),
});
export type LoginForCompanyResponse = z.infer<typeof LoginForCompanyResponseSchema>;

/** GET /api/platform/projectCompanyTransfer/notifications: unread notifications of the user. */
export const NotificationsCountResponseSchema = envelopeWith({ notifications: z.number().int() });
export type NotificationsCountResponse = z.infer<typeof NotificationsCountResponseSchema>;
