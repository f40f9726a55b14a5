import { z } from 'zod';
import { IdSchema } from '../common/ids';
import { envelopeWith } from '../common/envelope';

/** A password-expiry option of the security tab (spec section 3: id, days). */
export const PasswordExpirationOptionSchema = z.object({
  id: z.number().int(),
  days: z.number().int(),
});
export type PasswordExpirationOption = z.infer<typeof PasswordExpirationOptionSchema>;

/** The choices of the security tab's select; a company's users must change their password this often. */
export const PASSWORD_EXPIRATION_OPTIONS: readonly PasswordExpirationOption[] = [
  { id: 1, days: 30 },
  { id: 2, days: 60 },
  { id: 3, days: 90 },
  { id: 4, days: 180 },
  { id: 5, days: 365 },
];

export const PASSWORD_EXPIRATION_DAYS = PASSWORD_EXPIRATION_OPTIONS.map((option) => option.days);

/**
 * POST /api/company/update-password-expiration-days (updatedPasswordExpirationDays):
 * companyId is the session's company (its internal id, the token's companyId;
 * another company's answers 403) and only its admins may call (403 otherwise).
 * expirationDays must be one of PASSWORD_EXPIRATION_OPTIONS' days.
 */
export const UpdatePasswordExpirationRequestSchema = z.object({
  companyId: IdSchema,
  expirationDays: z
    .number()
    .int()
    .refine((days) => PASSWORD_EXPIRATION_DAYS.includes(days), {
      message: `one of ${PASSWORD_EXPIRATION_DAYS.join(', ')}`,
    }),
});
export type UpdatePasswordExpirationRequest = z.infer<typeof UpdatePasswordExpirationRequestSchema>;

export const UpdatePasswordExpirationResponseSchema = envelopeWith({
  passwordExpirationDays: z.number().int(),
});
export type UpdatePasswordExpirationResponse = z.infer<
  typeof UpdatePasswordExpirationResponseSchema
>;
