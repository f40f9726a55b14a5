import { z } from 'zod';
import { FilesByTypeListSchema } from './company-document';
import { CompanyPersonInputSchema, MAX_COMPANY_PEOPLE } from './company-person';
import { safeText } from './safe-text';
import { SurveyAnswerInputSchema } from './survey';

/**
 * POST /api/company/update-due-diligence-my-company (updateDueDiligence), My Company tab 3.
 *
 * Complete only with a tax id number, every required non-billing document
 * (stored or sent now in filesDueDiligence), originIncome accepted (true), at
 * least one CEO and one shareholder (no two with the same document type and
 * number in one list) and, when the survey has questions, an answer to each.
 * Otherwise nothing is saved and the answer (HTTP 400, status 0) lists one
 * codeMessage per missing item, its field named: taxIdNumber,
 * filesDueDiligence.{typeDocumentCompanyId}, originIncome, ceo, shareholders,
 * ceo.{index} / shareholders.{index} (duplicates), surveyAnswers.
 * A complete save replaces the CEO and shareholder lists and the answers,
 * stores the files and sets updateDueDiligence = 1. Answers MyCompanySavedResponseSchema.
 */
export const UpdateDueDiligenceRequestSchema = z.object({
  originIncome: z.boolean(),
  taxIdNumber: safeText(40),
  filesDueDiligence: FilesByTypeListSchema.default([]),
  ceo: z.array(CompanyPersonInputSchema).max(MAX_COMPANY_PEOPLE).default([]),
  shareholders: z.array(CompanyPersonInputSchema).max(MAX_COMPANY_PEOPLE).default([]),
  surveyAnswers: z.array(SurveyAnswerInputSchema).max(100).default([]),
});
export type UpdateDueDiligenceRequest = z.input<typeof UpdateDueDiligenceRequestSchema>;
