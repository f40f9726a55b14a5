import { z } from 'zod';
import { IdSchema } from '../common/ids';
import { envelopeWith } from '../common/envelope';
import { safeText } from './safe-text';

/** A due-diligence survey question (spec section 3), in the caller's language. */
export const SurveyQuestionSchema = z.object({
  id: z.number().int(),
  description: z.string(),
});
export type SurveyQuestion = z.infer<typeof SurveyQuestionSchema>;

/** GET /api/company/survey-due-diligence (getSurveyDueDiligence): the active questions, in order. */
export const GetSurveyDueDiligenceResponseSchema = envelopeWith({
  surveys: z.array(SurveyQuestionSchema),
});
export type GetSurveyDueDiligenceResponse = z.infer<typeof GetSurveyDueDiligenceResponseSchema>;

/**
 * A company's answer to one question (spec section 3): id is the question's id,
 * selection true = yes / false = no, response the free text.
 */
export const SurveyAnswerSchema = z.object({
  id: z.number().int(),
  selection: z.boolean(),
  response: z.string(),
});
export type SurveyAnswer = z.infer<typeof SurveyAnswerSchema>;

/** An answer as the due-diligence save sends it (surveyAnswers); the text is sanitized. */
export const SurveyAnswerInputSchema = z.object({
  id: IdSchema,
  selection: z.boolean(),
  response: safeText(2000, { isMultiline: true }).default(''),
});
export type SurveyAnswerInput = z.input<typeof SurveyAnswerInputSchema>;

/** The survey is complete when every question has an answer (spec section 4). */
export function isSurveyComplete(
  surveys: readonly { id: number }[],
  answers: readonly { id: number }[],
) {
  const answered = new Set(answers.map((answer) => answer.id));
  return surveys.every((survey) => answered.has(survey.id));
}
