import { z } from 'zod';
import { FlagSchema } from './company-user';

/** POST /api/user/contact/{id} (company admins): the contact flag. Answers UpdatedUserResponseSchema. */
export const SetUserContactRequestSchema = z.object({ isContact: FlagSchema });
export type SetUserContactRequest = z.infer<typeof SetUserContactRequestSchema>;
