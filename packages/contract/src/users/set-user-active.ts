import { z } from 'zod';
import { FlagSchema } from './company-user';

/**
 * POST /api/user/active/{id} (company admins): whether the user may log in to
 * the company. Deactivating ends the user's sessions in it; admins cannot
 * deactivate themselves. Answers UpdatedUserResponseSchema.
 */
export const SetUserActiveRequestSchema = z.object({ active: FlagSchema });
export type SetUserActiveRequest = z.infer<typeof SetUserActiveRequestSchema>;
