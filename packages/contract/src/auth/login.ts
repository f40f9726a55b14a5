import { z } from 'zod';
import { text } from '../common/text';
import { envelopeWith } from '../common/envelope';

/** Lockout (DESIGN.md 7): this many failed logins within the window lock the account. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const LOGIN_LOCK_MINUTES = 15;

/** The codeMessage of an expired password; the answer's link leads to the page that renews it. */
export const PASSWORD_EXPIRATION_CODE = 'INFO_PASSWORD_EXPIRATION';

/**
 * POST /api/user/login. The password arrives RSA-OAEP-256 encrypted, base64
 * (DESIGN.md 3); recaptchaValue is the captcha widget's payload (required).
 */
export const LoginRequestSchema = z.object({
  email: text(254).trim().min(1),
  password: text(2048).min(1),
  recaptchaValue: text(10000).optional().default(''),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/**
 * status 1: a session (acceptTerms 0 asks for the terms modal first; updated 0
 * sends the user to /my-company). status 0: ERROR_LOGIN with ammountAccess, the
 * attempts left before the lock; ERROR_LOGIN_LOCKED with timeAccess, the whole
 * minutes left; INFO_PASSWORD_EXPIRATION with link, a path to renew the password.
 */
export const LoginResponseSchema = envelopeWith({
  token: z.string().optional(),
  refreshToken: z.string().optional(),
  acceptTerms: z.union([z.literal(0), z.literal(1)]).optional(),
  updated: z.union([z.literal(0), z.literal(1)]).optional(),
  ammountAccess: z.number().int().optional(),
  timeAccess: z.number().int().optional(),
  link: z.string().optional(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** GET /api/user/public-key: the key the browser encrypts the password with. */
export const PublicKeyResponseSchema = envelopeWith({ publicKey: z.string() });
export type PublicKeyResponse = z.infer<typeof PublicKeyResponseSchema>;
