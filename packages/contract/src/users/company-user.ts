import { z } from 'zod';
import { IdParamSchema } from '../common/ids';
import { text } from '../common/text';
import { PermitSchema } from '../auth/account-type';
import { envelopeWith } from '../common/envelope';

/** A yes/no flag as the spec's entities carry it (0 or 1). */
export const FlagSchema = z.literal([0, 1]);
export type Flag = z.infer<typeof FlagSchema>;

/** The id of a user in a path (/api/user/active/{id}). */
export const UserIdParamsSchema = z.object({
  id: IdParamSchema,
});
export type UserIdParams = z.infer<typeof UserIdParamsSchema>;

export const USER_NAME_MAX = 120;
export const USER_EMAIL_MAX = 254;
/** Digits, spaces, brackets and dashes, optionally after a +: 7 to 20 characters. */
export const USER_PHONE_PATTERN = /^\+?[\d\s()-]{7,20}$/;

/** A person's name: trimmed, not empty. */
export const UserNameSchema = text(USER_NAME_MAX * 4)
  .trim()
  .min(1)
  .max(USER_NAME_MAX);
/** An e-mail address, trimmed and lower-cased (logins compare it that way). */
export const UserEmailSchema = text(USER_EMAIL_MAX * 4)
  .trim()
  .toLowerCase()
  .max(USER_EMAIL_MAX)
  .pipe(z.email());
export const UserPhoneSchema = text(100).trim().regex(USER_PHONE_PATTERN);

/** Permits granted to a user in a company; each at most once. */
export const UserPermitsSchema = z
  .array(PermitSchema)
  .max(20)
  .refine((permits) => new Set(permits).size === permits.length, { message: 'duplicate permit' });

/** A user of a company as its admins see it (spec section 3, Company user, plus the permits). */
export const CompanyUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Whether the user may log in to this company. */
  active: FlagSchema,
  isAdminAccount: FlagSchema,
  isContact: FlagSchema,
  permits: z.array(PermitSchema),
});
export type CompanyUser = z.infer<typeof CompanyUserSchema>;

/** The answer of the calls that change one user: the user as it is now. */
export const UpdatedUserResponseSchema = envelopeWith({ user: CompanyUserSchema });
export type UpdatedUserResponse = z.infer<typeof UpdatedUserResponseSchema>;
