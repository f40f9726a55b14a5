import { z } from 'zod';
import { AccountTypeSchema } from '../auth/account-type';
import { envelopeWith } from '../common/envelope';
import { TypeDocumentCompanySchema } from '../platform/list-type-document-companies';
import { FlagSchema } from './get-company';
import { CompanyDocumentSchema, CompanyMediaSchema } from './company-document';
import { CompanyPersonSchema } from './company-person';
import { SurveyAnswerSchema, SurveyQuestionSchema } from './survey';

/**
 * The caller's own company with everything the five My Company tabs show
 * (spec sections 2 and 3). Names (accountType, typeDocument, country, region,
 * city) are in the caller's language; the ids beside them are for the forms.
 */
export const MyCompanySchema = z.object({
  /** Internal number, the token's companyId. */
  id: z.number().int(),
  name: z.string(),
  /** The public platform id (spec: platformId / companyId); both fields carry it. */
  platformId: z.string(),
  companyId: z.string(),
  /** The API token a linked platform presents for this company (connectivity tab). */
  hashId: z.string(),
  typeAccount: AccountTypeSchema,
  /** The account type's description in the caller's language. */
  accountType: z.string(),
  typeDocumentId: z.number().int(),
  typeDocument: z.string(),
  documentNumber: z.string(),
  verificationDigit: z.string(),
  countryId: z.number().int(),
  country: z.string(),
  regionId: z.number().int(),
  region: z.string(),
  cityId: z.number().int(),
  city: z.string(),
  /** The company's contact e-mail (read-only). */
  email: z.string(),
  /** Tab 1, editable. */
  address: z.string(),
  contactName: z.string(),
  phoneCode: z.string(),
  phone: z.string(),
  /** Tab 5. */
  passwordExpirationDays: z.number().int(),
  /** 1 once the billing / due-diligence tab was saved complete (tabs 2 and 3 show an error icon on 0). */
  updateBilling: FlagSchema,
  updateDueDiligence: FlagSchema,
  /** Tab 2. */
  billingContactName: z.string(),
  billingEmail: z.string(),
  specialConsiderations: z.string(),
  /** Tab 3. */
  taxIdentificationNumber: z.string(),
  originIncome: z.boolean(),
  ceos: z.array(CompanyPersonSchema),
  shareholders: z.array(CompanyPersonSchema),
  /** The company's answers (one per answered question id). */
  surveyDueDiligence: z.array(SurveyAnswerSchema),
  /** The current documents (last = true) of every type, newest first. */
  companiesDocuments: z.array(CompanyDocumentSchema),
  /** The current logo, or null when none was uploaded. */
  companiesMedia: CompanyMediaSchema.nullable(),
  /** Ids of the document types that have older versions (last = false): their history buttons open. */
  documentTypesWithHistory: z.array(z.number().int()),
  /** Whether older logos exist: the logo's history button opens. */
  hasLogoHistory: z.boolean(),
});
export type MyCompany = z.infer<typeof MyCompanySchema>;

/** The body of POST /api/company/getCompanyMyCompany: send {} (a JSON POST cannot be empty). */
export const GetMyCompanyRequestSchema = z.object({});

/**
 * POST /api/company/getCompanyMyCompany (body {}): the session's
 * company for the My Company screen, with the active company document types
 * (billing and non-billing, in the caller's language) and the survey's questions,
 * so the tabs know what to ask. isAdminCompany: whether the caller may change
 * the password expiration (tab 5).
 */
export const GetMyCompanyResponseSchema = envelopeWith({
  company: MyCompanySchema,
  typeDocumentsCompanies: z.array(TypeDocumentCompanySchema),
  surveys: z.array(SurveyQuestionSchema),
  isAdminCompany: FlagSchema,
});
export type GetMyCompanyResponse = z.infer<typeof GetMyCompanyResponseSchema>;

/** What every My Company save answers: the company as it is after the save. */
export const MyCompanySavedResponseSchema = envelopeWith({ company: MyCompanySchema });
export type MyCompanySavedResponse = z.infer<typeof MyCompanySavedResponseSchema>;
