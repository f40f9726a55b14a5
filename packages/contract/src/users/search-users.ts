import { z } from 'zod';
import { text } from '../common/text';
import { envelopeWith } from '../common/envelope';
import { CompanyUserSchema } from './company-user';

export const USERS_PAGE_SIZE = 20;
export const USERS_PAGE_SIZE_MAX = 100;

/**
 * POST /api/user/search (company admins): users of the caller's company whose
 * name or e-mail contains text (any case), sorted by name, one page at a time.
 */
export const SearchUsersRequestSchema = z.object({
  text: text(480).trim().max(120).optional().default(''),
  page: z.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.number().int().min(1).max(USERS_PAGE_SIZE_MAX).optional().default(USERS_PAGE_SIZE),
});
export type SearchUsersRequest = z.input<typeof SearchUsersRequestSchema>;

export const SearchUsersResponseSchema = envelopeWith({
  users: z.array(CompanyUserSchema),
  /** Users matching the text, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SearchUsersResponse = z.infer<typeof SearchUsersResponseSchema>;
