import { z } from 'zod';
import { AccountTypeSchema } from '../auth/account-type';
import { envelopeWith } from '../common/envelope';

/** An account type option (spec section 3), texts in the caller's language. */
export const TypeAccountSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  alternativeText: z.string(),
  code: AccountTypeSchema,
});
export type TypeAccount = z.infer<typeof TypeAccountSchema>;

/** GET /api/typeAccount/actives: the nine account types, owner first. */
export const ListTypeAccountsResponseSchema = envelopeWith({
  typesAccounts: z.array(TypeAccountSchema),
});
export type ListTypeAccountsResponse = z.infer<typeof ListTypeAccountsResponseSchema>;
