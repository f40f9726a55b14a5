import { z } from 'zod';
import type { CompanyDocument } from '@registry/contract/company/company-document';
import type { CompanyPerson } from '@registry/contract/company/company-person';
import type { MyCompany } from '@registry/contract/company/my-company';
import type { SurveyQuestion } from '@registry/contract/company/survey';
import type { UpdateDueDiligenceRequest } from '@registry/contract/company/update-due-diligence';
import type { TypeDocumentCompany } from '@registry/contract/platform/list-type-document-companies';
import { toPersonInput } from './company-people';
import { toFilesByType, uploadsSchema, type UploadsByType } from './documents-by-type';
import {
  answeredQuestions,
  isDraftComplete,
  toSurveyDraft,
  type SurveyDraft,
} from './survey-answers';

export interface DueDiligenceFormValues {
  taxIdNumber: string;
  files: UploadsByType;
  originIncome: boolean;
  ceos: CompanyPerson[];
  shareholders: CompanyPerson[];
  answers: SurveyDraft;
}

/**
 * Tab 3's save rules (spec section 5), listed in this order: tax id number,
 * every required non-billing document, origin of income accepted, at least one
 * chief executive and one shareholder, and (when there are questions) an
 * answer to each question of the survey.
 */
export function dueDiligenceFormSchema(
  dueDiligenceTypes: readonly TypeDocumentCompany[],
  stored: readonly CompanyDocument[],
  questions: readonly SurveyQuestion[],
) {
  return z.object({
    taxIdNumber: z.string().trim().min(1, 'missing.taxIdNumber'),
    files: uploadsSchema(dueDiligenceTypes, stored),
    originIncome: z.boolean().refine((accepted) => accepted, 'missing.originIncome'),
    ceos: z.array(z.custom<CompanyPerson>()).min(1, 'missing.ceos'),
    shareholders: z.array(z.custom<CompanyPerson>()).min(1, 'missing.shareholders'),
    answers: z
      .custom<SurveyDraft>()
      .refine((draft) => isDraftComplete(questions, draft), 'missing.survey'),
  });
}

export function dueDiligenceFormValues(company: MyCompany): DueDiligenceFormValues {
  return {
    taxIdNumber: company.taxIdentificationNumber,
    files: {},
    originIncome: company.originIncome,
    ceos: company.ceos,
    shareholders: company.shareholders,
    answers: toSurveyDraft(company.surveyDueDiligence),
  };
}

export function toUpdateDueDiligenceRequest(
  values: DueDiligenceFormValues,
): UpdateDueDiligenceRequest {
  return {
    taxIdNumber: values.taxIdNumber.trim(),
    originIncome: values.originIncome,
    filesDueDiligence: toFilesByType(values.files),
    ceo: values.ceos.map(toPersonInput),
    shareholders: values.shareholders.map(toPersonInput),
    surveyAnswers: answeredQuestions(values.answers),
  };
}
