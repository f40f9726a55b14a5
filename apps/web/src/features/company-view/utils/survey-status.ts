/** How the survey button reads (spec section 2). */
export type SurveyStatus = 'incomplete' | 'completed';

/**
 * Incomplete (warning) when the survey has questions and the number of answers
 * differs from the number of questions; otherwise completed (success).
 */
export function surveyStatus(questions: readonly unknown[], answers: readonly unknown[]) {
  return questions.length > 0 && answers.length !== questions.length ? 'incomplete' : 'completed';
}
