import { z } from 'zod';
import { text } from '../common/text';
import { EnvelopeSchema, envelopeWith } from '../common/envelope';

/*
 * The password calls of spec section 7 (User): recovery, the one-time links to
 * /change-password-link/{idHash}/{codeHash}/{userIdHash}, the logged-in change,
 * and the company's minimum length. Passwords travel RSA-OAEP-256 encrypted
 * with the key of GET /api/user/public-key, base64 (DESIGN.md 3).
 */

/** What a one-time link is for; every kind ends on the same page. */
export const PASSWORD_LINK_PURPOSES = ['recovery', 'invitation', 'registration', 'expiry'] as const;
export const PasswordLinkPurposeSchema = z.enum(PASSWORD_LINK_PURPOSES);
export type PasswordLinkPurpose = z.infer<typeof PasswordLinkPurposeSchema>;

const EncryptedPasswordSchema = text(2048).min(1);
/** A part of a link: url-safe characters only (hex and base64url). */
const LinkPartSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

/** POST /api/user/passwordRecovery: the answer is the same whether or not the e-mail exists. */
export const PasswordRecoveryRequestSchema = z.object({
  email: text(254).trim().min(1),
  recaptchaValue: text(10000).optional().default(''),
});
export type PasswordRecoveryRequest = z.infer<typeof PasswordRecoveryRequestSchema>;
export const PasswordRecoveryResponseSchema = EnvelopeSchema;
export type PasswordRecoveryResponse = z.infer<typeof PasswordRecoveryResponseSchema>;

/** GET /api/user/verify-link/{idHash}/{codeHash}/{userIdHash}. */
export const VerifyPasswordLinkParamsSchema = z.object({
  idHash: LinkPartSchema,
  codeHash: LinkPartSchema,
  userIdHash: LinkPartSchema,
});
export type VerifyPasswordLinkParams = z.infer<typeof VerifyPasswordLinkParamsSchema>;

/** status 1 with the link's user (e-mail masked) and the length policy; status 0 when expired or used. */
export const VerifyPasswordLinkResponseSchema = envelopeWith({
  email: z.string().optional(),
  name: z.string().optional(),
  purpose: PasswordLinkPurposeSchema.optional(),
  minCharactersPassword: z.number().int().positive().optional(),
});
export type VerifyPasswordLinkResponse = z.infer<typeof VerifyPasswordLinkResponseSchema>;

/** POST /api/user/update-password-link: spends the link and sets the password. */
export const UpdatePasswordLinkRequestSchema = VerifyPasswordLinkParamsSchema.extend({
  newPassword: EncryptedPasswordSchema,
  ConfPassword: EncryptedPasswordSchema,
});
export type UpdatePasswordLinkRequest = z.infer<typeof UpdatePasswordLinkRequestSchema>;
export const UpdatePasswordLinkResponseSchema = EnvelopeSchema;
export type UpdatePasswordLinkResponse = z.infer<typeof UpdatePasswordLinkResponseSchema>;

/** POST /api/user/updatePassword (logged in): the current password, the new one and its confirmation. */
export const UpdatePasswordRequestSchema = z.object({
  password: EncryptedPasswordSchema,
  newPassword: EncryptedPasswordSchema,
  ConfPassword: EncryptedPasswordSchema,
});
export type UpdatePasswordRequest = z.infer<typeof UpdatePasswordRequestSchema>;
export const UpdatePasswordResponseSchema = envelopeWith({
  /** On a wrong current password: the attempts left before the lock (as at login). */
  ammountAccess: z.number().int().optional(),
  /** On a locked account: the minutes left. */
  timeAccess: z.number().int().optional(),
});
export type UpdatePasswordResponse = z.infer<typeof UpdatePasswordResponseSchema>;

/** GET /api/company/data (logged in): the password policy of the caller's company. */
export const CompanyDataResponseSchema = envelopeWith({
  minCharactersPassword: z.number().int().positive().optional(),
});
export type CompanyDataResponse = z.infer<typeof CompanyDataResponseSchema>;
