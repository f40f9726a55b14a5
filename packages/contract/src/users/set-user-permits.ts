import { z } from 'zod';
import { FlagSchema, UserPermitsSchema } from './company-user';

/**
 * POST /api/user/permit/{id} (company admins): the user's permits in the
 * company (among those its account type allows and the admin holds) and, when
 * given, the admin flag; admins cannot drop their own. Answers UpdatedUserResponseSchema.
 */
export const SetUserPermitsRequestSchema = z.object({
  permits: UserPermitsSchema,
  isAdminAccount: FlagSchema.optional(),
});
export type SetUserPermitsRequest = z.infer<typeof SetUserPermitsRequestSchema>;
