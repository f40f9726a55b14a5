import { eq } from 'drizzle-orm';
import type { MyCompany } from '@registry/contract/company/my-company';
import type { UpdateDueDiligenceRequestSchema } from '@registry/contract/company/update-due-diligence';
import type { z } from 'zod';
import { companies } from '../../db/schema/accounts';
import type { Caller } from '../../lib/caller';
import { checkDocuments, storeDocuments } from './company-documents';
import { checkPeople, replacePeople } from './company-people';
import type { CompanyProfileContext } from './company-profile-context';
import { type MissingItem, refuseMissing } from './missing-items';
import { editedCompany, loadEditedCompany } from './edited-company';
import { lockCompany } from './require-member';
import { listSurveys, replaceAnswers } from './survey-answers';

type Input = z.output<typeof UpdateDueDiligenceRequestSchema>;

/**
 * update-due-diligence-my-company (My Company tab 3), for any active member
 * of the company's own (not one let in through a company link: 403).
 * Saves only a complete tab (spec section 5): tax id number, each required
 * non-billing document stored or sent now, origin of income accepted, at
 * least one CEO and one shareholder (valid country and document type, no
 * duplicate document in a list), and an answer to every survey question.
 * Otherwise every missing item is listed and nothing changes. A complete save
 * replaces the CEO and shareholder lists and the answers, stores the files
 * (versioning: storeDocuments) and sets updateDueDiligence = 1, in one transaction.
 */
export async function updateDueDiligence({
  ctx,
  caller,
  input,
  companyId,
}: {
  ctx: CompanyProfileContext;
  caller: Caller;
  input: Input;
  /** A certifier's save of another company (editedCompany); the caller's own when left out. */
  companyId?: number;
}): Promise<{ company: MyCompany }> {
  const target = await editedCompany(ctx.db, caller, companyId);
  const missing: MissingItem[] = [];
  if (input.taxIdNumber === '') {
    missing.push({ code: 'ERROR_TAX_ID_REQUIRED', field: 'taxIdNumber' });
  }
  missing.push(
    ...(await checkDocuments(ctx.db, {
      lng: ctx.lng,
      companyId: target.companyId,
      isBilling: 0,
      field: 'filesDueDiligence',
      filesByType: input.filesDueDiligence,
    })),
  );
  if (!input.originIncome) {
    missing.push({ code: 'ERROR_ORIGIN_INCOME_NOT_ACCEPTED', field: 'originIncome' });
  }
  missing.push(...(await checkPeople(ctx.db, 'ceo', input.ceo, 'ERROR_CEO_REQUIRED')));
  missing.push(
    ...(await checkPeople(
      ctx.db,
      'shareholders',
      input.shareholders,
      'ERROR_SHAREHOLDER_REQUIRED',
    )),
  );

  const surveys = await listSurveys(ctx.db, ctx.lng);
  const surveyIds = new Set(surveys.map((s) => s.id));
  const answers = new Map(input.surveyAnswers.map((answer) => [answer.id, answer]));
  input.surveyAnswers.forEach((answer, index) => {
    if (!surveyIds.has(answer.id)) {
      missing.push({ code: 'ERROR_SURVEY_NOT_FOUND', field: `surveyAnswers.${index}` });
    }
  });
  const answered = surveys.filter((s) => answers.has(s.id)).length;
  if (answered < surveys.length) {
    missing.push({
      code: 'ERROR_SURVEY_INCOMPLETE',
      field: 'surveyAnswers',
      params: { answered, total: surveys.length },
    });
  }
  refuseMissing(missing);

  await ctx.db.transaction(async (tx) => {
    await lockCompany(tx, target.companyId);
    await storeDocuments(tx, {
      companyId: target.companyId,
      uploaderCompanyId: target.uploaderCompanyId,
      userId: caller.userId,
      filesByType: input.filesDueDiligence,
    });
    await replacePeople(tx, target.companyId, 'ceo', input.ceo);
    await replacePeople(tx, target.companyId, 'shareholder', input.shareholders);
    await replaceAnswers(tx, target.companyId, [...answers.values()]);
    await tx
      .update(companies)
      .set({ taxIdNumber: input.taxIdNumber, originIncome: 1, updateDueDiligence: 1 })
      .where(eq(companies.id, target.companyId));
  });
  return { company: await loadEditedCompany(ctx.db, ctx.lng, target) };
}
