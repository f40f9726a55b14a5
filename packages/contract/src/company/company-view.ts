import { z } from 'zod';
import { AccountTypeSchema } from '../auth/account-type';
import { envelopeWith } from '../common/envelope';
import { FlagSchema } from './get-company';
import { CompanyDocumentGroupSchema } from './company-document';
import { CompanyPersonSchema } from './company-person';
import { SurveyAnswerSchema, SurveyQuestionSchema } from './survey';

/** The id in GET /api/company/get-by-id/{id}: the company's internal number (token companyId, userCompanies[].company_id). */
export const CompanyViewParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export type CompanyViewParams = z.infer<typeof CompanyViewParamsSchema>;

/** A user of the viewed company (spec section 2: name, email, active, admin-account and contact flags). */
export const CompanyViewUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  active: FlagSchema,
  isAdminAccount: FlagSchema,
  isContact: FlagSchema,
});
export type CompanyViewUser = z.infer<typeof CompanyViewUserSchema>;

/**
 * A company as the single-company read-only view shows it (spec section 2).
 * Never carries the API token (hashId). Names are in the caller's language.
 */
export const CompanyViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The public platform id. */
  companyId: z.string(),
  typeAccount: AccountTypeSchema,
  accountType: z.string(),
  typeDocument: z.string(),
  documentNumber: z.string(),
  verificationDigit: z.string(),
  country: z.string(),
  region: z.string(),
  city: z.string(),
  address: z.string(),
  users: z.array(CompanyViewUserSchema),
  billingContactName: z.string(),
  billingEmails: z.string(),
  specialConsiderations: z.string(),
  taxIdentificationNumber: z.string(),
  originIncome: z.boolean(),
  /** The survey's questions and the company's answers (incomplete when the counts differ). */
  surveys: z.array(SurveyQuestionSchema),
  surveyDueDiligence: z.array(SurveyAnswerSchema),
  /** Every document type the company has documents of, all versions; billing and non-billing. */
  companyDocuments: z.array(CompanyDocumentGroupSchema),
  ceos: z.array(CompanyPersonSchema),
  shareholders: z.array(CompanyPersonSchema),
});
export type CompanyView = z.infer<typeof CompanyViewSchema>;

/**
 * GET /api/company/get-by-id/{id} (response status, company, codeMessages):
 * for the company itself, a certifier, or a company with an accepted
 * connection to it; anyone else HTTP 403 ERROR_FORBIDDEN; an unknown id HTTP 404.
 */
export const GetCompanyViewResponseSchema = envelopeWith({ company: CompanyViewSchema });
export type GetCompanyViewResponse = z.infer<typeof GetCompanyViewResponseSchema>;
