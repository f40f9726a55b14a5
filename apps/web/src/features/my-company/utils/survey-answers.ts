import {
  isSurveyComplete,
  type SurveyAnswer,
  type SurveyAnswerInput,
  type SurveyQuestion,
} from '@registry/contract/company/survey';

/** One question's answer as the survey modal edits it: yes, no or not chosen yet, and free text. */
export interface SurveyDraftAnswer {
  selection: boolean | null;
  response: string;
}

/** The answers being edited, by question id (as text: a form path). */
export type SurveyDraft = Record<string, SurveyDraftAnswer>;

/** The stored answers as the modal edits them. */
export function toSurveyDraft(answers: readonly SurveyAnswer[]): SurveyDraft {
  return Object.fromEntries(
    answers.map((answer) => [
      String(answer.id),
      { selection: answer.selection, response: answer.response },
    ]),
  );
}

/** The questions answered: those with yes or no chosen. */
export function answeredQuestions(draft: SurveyDraft): SurveyAnswerInput[] {
  return Object.entries(draft)
    .filter(([, answer]) => answer.selection !== null)
    .map(([id, answer]) => ({
      id: Number(id),
      selection: answer.selection === true,
      response: answer.response,
    }));
}

/** Spec section 4: the survey is complete when every question has an answer. */
export function isDraftComplete(questions: readonly SurveyQuestion[], draft: SurveyDraft) {
  return isSurveyComplete(questions, answeredQuestions(draft));
}

/** How many of the questions have an answer. */
export function countAnswered(questions: readonly SurveyQuestion[], draft: SurveyDraft): number {
  return questions.filter((question) => draft[String(question.id)]?.selection != null).length;
}
