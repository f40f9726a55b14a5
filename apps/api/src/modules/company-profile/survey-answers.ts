import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '@registry/contract/common/language';
import type { SurveyAnswer, SurveyQuestion } from '@registry/contract/company/survey';
import type { Db, Tx } from '../../db/client';
import { surveyAnswers, surveys } from '../../db/schema/company-profile';
import { pickText } from '../../db/schema/localized';

/** The active survey questions, in their order, in the caller's language. */
export async function listSurveys(db: Db | Tx, lng: Language): Promise<SurveyQuestion[]> {
  const rows = await db
    .select()
    .from(surveys)
    .where(eq(surveys.active, true))
    .orderBy(asc(surveys.position), asc(surveys.id));
  return rows.map((row) => ({ id: row.id, description: pickText(row.description, lng) }));
}

/** The company's answers to the active questions, in the questions' order. */
export async function loadAnswers(db: Db | Tx, companyId: number): Promise<SurveyAnswer[]> {
  const rows = await db
    .select({ answer: surveyAnswers })
    .from(surveyAnswers)
    .innerJoin(surveys, eq(surveys.id, surveyAnswers.surveyId))
    .where(and(eq(surveyAnswers.companyId, companyId), eq(surveys.active, true)))
    .orderBy(asc(surveys.position), asc(surveys.id));
  return rows.map(({ answer }) => ({
    id: answer.surveyId,
    selection: answer.selection,
    response: answer.response,
  }));
}

/** Replaces the company's answers with the given ones. */
export async function replaceAnswers(
  tx: Tx,
  companyId: number,
  answers: readonly SurveyAnswer[],
): Promise<void> {
  await tx.delete(surveyAnswers).where(eq(surveyAnswers.companyId, companyId));
  if (answers.length === 0) return;
  await tx.insert(surveyAnswers).values(
    answers.map((answer) => ({
      companyId,
      surveyId: answer.id,
      selection: answer.selection,
      response: answer.response,
    })),
  );
}
