import { z } from 'zod';
import { AccountTypeSchema, PermitSchema } from '../auth/account-type';
import { envelopeWith } from '../common/envelope';
import { CompanyStateSchema } from './company-state';

/** A 0/1 flag as the spec's company data carries it (updateBilling, isAdmin ...). */
export const FlagSchema = z.union([z.literal(0), z.literal(1)]);
export type Flag = z.infer<typeof FlagSchema>;

/**
 * The caller's company as GET /api/company/ answers it: what the session needs
 * (the update flags behind the thanks/warning modal, spec sections 4 and 6) and
 * the security tab's password expiration. My Company adds its tabs' fields.
 */
export const CompanySummarySchema = z.object({
  /** Internal number, the token's companyId. */
  id: z.number().int(),
  name: z.string(),
  /** The public platform id (spec section 3: platformId / companyId). */
  companyId: z.string(),
  typeAccount: AccountTypeSchema,
  updateBilling: FlagSchema,
  updateDueDiligence: FlagSchema,
  passwordExpirationDays: z.number().int(),
  /** Where the certifier's review stands (DESIGN.md 4.1). */
  state: CompanyStateSchema,
  /** Why the company was rejected or suspended; null otherwise. */
  stateReason: z.string().nullable(),
});
export type CompanySummary = z.infer<typeof CompanySummarySchema>;

/** The caller's membership of the company, with the permits granted now (not those of the token). */
export const CompanyMembershipSchema = z.object({
  isAdmin: FlagSchema,
  isContact: FlagSchema,
  permits: z.array(PermitSchema),
});
export type CompanyMembership = z.infer<typeof CompanyMembershipSchema>;

/** GET /api/company/ (spec section 7, getCompany): company, userCompany, passwordExpirationDays. */
export const GetCompanyResponseSchema = envelopeWith({
  company: CompanySummarySchema,
  userCompany: CompanyMembershipSchema,
  passwordExpirationDays: z.number().int(),
});
export type GetCompanyResponse = z.infer<typeof GetCompanyResponseSchema>;
