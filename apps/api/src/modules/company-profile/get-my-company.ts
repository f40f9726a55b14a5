import type { GetMyCompanyResponse } from '@registry/contract/company/my-company';
import type { Caller } from '../../lib/caller';
import { listDocumentTypes } from './company-documents';
import type { CompanyProfileContext } from './company-profile-context';
import { editedCompany, loadEditedCompany, type EditedCompany } from './edited-company';
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
  companyId,
}: {
  ctx: CompanyProfileContext;
  caller: Caller;
  /** A certifier reads another company's profile to edit it (editedCompany); never its admin. */
  companyId?: number;
}): Promise<MyCompanyData> {
  let isAdmin = false;
  let target: EditedCompany = {
    companyId: caller.companyId,
    uploaderCompanyId: caller.companyId,
    isOwn: true,
  };
  if (companyId === undefined) isAdmin = (await requireMember(ctx.db, caller)).isAdmin === 1;
  else target = await editedCompany(ctx.db, caller, companyId);
  return {
    company: await loadEditedCompany(ctx.db, ctx.lng, target),
    typeDocumentsCompanies: await listDocumentTypes(ctx.db, ctx.lng),
    surveys: await listSurveys(ctx.db, ctx.lng),
    isAdminCompany: isAdmin ? 1 : 0,
  };
}
