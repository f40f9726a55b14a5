import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { LinkIdSchema, LinkUserSchema } from './company-request';

/**
 * POST .../addUserCompany and .../deleteUserCompany: the requester side of an
 * accepted request grants (or takes back) access to its company for an active
 * user of the other company. id is the request's id; userId the user's.
 * Granted users join with no permits and may switch to the company with
 * POST /api/user/loginForCompany. Taking back ends their sessions there.
 */
export const LinkUserRequestSchema = z.object({
  id: LinkIdSchema,
  userId: LinkIdSchema,
});
export type LinkUserRequest = z.infer<typeof LinkUserRequestSchema>;

/** The user as the modal shows it now (exist 1 after add, 0 after delete). */
export const LinkUserResponseSchema = envelopeWith({ user: LinkUserSchema });
export type LinkUserResponse = z.infer<typeof LinkUserResponseSchema>;
