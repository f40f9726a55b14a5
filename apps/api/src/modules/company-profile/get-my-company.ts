import type { GetMyCompanyResponse } from '@registry/contract/company/my-company';
import type { Caller } from '../../plugins/auth';
import { listDocumentTypes } from './company-documents';
import type { CompanyProfileContext } from './company-profile-context';
import { loadMyCompany } from './load-my-company';
import { requireMember } from './require-member';
import { listSurveys } from './survey-answers';

type MyCompanyData = Omit<GetMyCompanyResponse, 'status' | 'codeMessages'>;

/**
 * getCompanyMyCompany: the session's company for the five My Company tabs,
 * with the company document types and the survey's questions, for any active
 * member of it. The first call gives the company its API token (hashId).
 */
export async function getMyCompany({
  ctx,
  caller,
}: {
  ctx: CompanyProfileContext;
  caller: Caller;
}): Promise<MyCompanyData> {
  const membership = await requireMember(ctx.db, caller);
  return {
    company: await loadMyCompany(ctx.db, ctx.lng, caller.companyId),
    typeDocumentsCompanies: await listDocumentTypes(ctx.db, ctx.lng),
    surveys: await listSurveys(ctx.db, ctx.lng),
    isAdminCompany: membership.isAdmin === 1 ? 1 : 0,
  };
}
