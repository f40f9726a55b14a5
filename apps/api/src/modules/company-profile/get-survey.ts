import type { SurveyQuestion } from '@registry/contract/company/survey';
import type { CompanyProfileContext } from './company-profile-context';
import { listSurveys } from './survey-answers';

/** survey-due-diligence (getSurveyDueDiligence): the active questions in the caller's language. */
export async function getSurvey({
  ctx,
}: {
  ctx: CompanyProfileContext;
}): Promise<{ surveys: SurveyQuestion[] }> {
  return { surveys: await listSurveys(ctx.db, ctx.lng) };
}
