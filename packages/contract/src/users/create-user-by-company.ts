import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import {
  CompanyUserSchema,
  FlagSchema,
  UserEmailSchema,
  UserNameSchema,
  UserPermitsSchema,
  UserPhoneSchema,
} from './company-user';

/**
 * POST /api/user/createByCompany (company admins): adds a user to the caller's
 * company. A new e-mail becomes a new user, invited by mail to set a password;
 * an existing user gets the membership and a mail saying so. Permits must be
 * among those the company's account type allows and the admin holds.
 */
export const CreateUserByCompanyRequestSchema = z.object({
  name: UserNameSchema,
  email: UserEmailSchema,
  phone: UserPhoneSchema,
  permits: UserPermitsSchema,
  isAdminAccount: FlagSchema.optional().default(0),
  isContact: FlagSchema.optional().default(0),
});
export type CreateUserByCompanyRequest = z.input<typeof CreateUserByCompanyRequestSchema>;

export const CreateUserByCompanyResponseSchema = envelopeWith({
  user: CompanyUserSchema,
  /**
   * true: the user has no password yet (a new user, or one who never set it) and
   * was mailed an invitation link; false: an existing user was told they were added.
   */
  isInvited: z.boolean(),
  /** Whether the mail (invitation or notice) was handed to the mail server. */
  isMailSent: z.boolean(),
});
export type CreateUserByCompanyResponse = z.infer<typeof CreateUserByCompanyResponseSchema>;
