import type { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { CompanyUserSchema } from './company-user';

/** The session's user in the session's company (spec section 3, Company user). */
export const CurrentUserSchema = CompanyUserSchema.omit({ permits: true });
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** GET /api/user/: any logged-in user. */
export const GetCurrentUserResponseSchema = envelopeWith({ user: CurrentUserSchema });
export type GetCurrentUserResponse = z.infer<typeof GetCurrentUserResponseSchema>;
