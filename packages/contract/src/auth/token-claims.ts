import { z } from 'zod';
import { AccountTypeSchema, PermitSchema } from './account-type';

/** A company the user belongs to, as carried in the token (spec section 3). */
export const UserCompanySchema = z.object({
  company_id: z.number().int(),
  company_company_id: z.string(),
  description: z.string(),
});
export type UserCompany = z.infer<typeof UserCompanySchema>;

/** The access token's claims (spec section 3, DESIGN.md 3). */
export const TokenClaimsSchema = z.object({
  permits: z.array(PermitSchema),
  typeAccount: AccountTypeSchema,
  isAdminCompany: z.union([z.literal(0), z.literal(1)]),
  name: z.string(),
  email: z.string(),
  companyId: z.number().int(),
  company: z.object({ name: z.string() }),
  userCompanies: z.array(UserCompanySchema),
  logo: z.string().nullable(),
  exp: z.number().int(),
  userHash: z.string(),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;
