import { asc, eq } from 'drizzle-orm';
import type { CompanyView, CompanyViewUser } from '@registry/contract/company/company-view';
import { userCompanies, users } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { canReadCompany } from '../company-links/can-read-company';
import { loadDocumentGroups } from './company-documents';
import { loadPeople } from './company-people';
import { loadCompanyWithNames } from './company-place';
import type { CompanyProfileContext } from './company-profile-context';
import { listSurveys, loadAnswers } from './survey-answers';

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/**
 * get-by-id/{id} (the single-company read-only view, spec section 2): for the
 * company itself, a certifier or a company with an accepted connection to it
 * (canReadCompany); anyone else gets ERROR_FORBIDDEN (403) before the id is
 * looked up, so a stranger cannot tell which ids exist; an unknown id is 404.
 * The API token is never part of it.
 */
export async function getCompanyView({
  ctx,
  caller,
  id,
}: {
  ctx: CompanyProfileContext;
  caller: Caller;
  id: number;
}): Promise<{ company: CompanyView }> {
  if (!(await canReadCompany(ctx.db, caller, id))) throw new DomainError('ERROR_FORBIDDEN', 403);
  const named = await loadCompanyWithNames(ctx.db, ctx.lng, id);
  if (!named) throw new DomainError('ERROR_COMPANY_NOT_FOUND', 404);
  const { company } = named;
  const members = await ctx.db
    .select({ user: users, membership: userCompanies })
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(eq(userCompanies.companyId, id))
    .orderBy(asc(users.name), asc(users.id));
  const companyUsers: CompanyViewUser[] = members.map(({ user, membership }) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    active: flag(membership.active),
    isAdminAccount: flag(membership.isAdmin),
    isContact: flag(membership.isContact),
  }));
  const people = await loadPeople(ctx.db, ctx.lng, id);
  return {
    company: {
      id: company.id,
      name: company.name,
      companyId: company.companyId,
      typeAccount: named.typeAccount,
      accountType: named.accountType,
      typeDocument: named.typeDocument,
      documentNumber: company.documentNumber,
      verificationDigit: company.verificationDigit,
      country: named.country,
      region: named.region,
      city: named.city,
      address: company.address,
      users: companyUsers,
      billingContactName: company.billingContactName,
      billingEmails: company.billingEmail,
      specialConsiderations: company.specialConsiderations,
      taxIdentificationNumber: company.taxIdNumber,
      originIncome: company.originIncome === 1,
      surveys: await listSurveys(ctx.db, ctx.lng),
      surveyDueDiligence: await loadAnswers(ctx.db, id),
      companyDocuments: await loadDocumentGroups(ctx.db, ctx.lng, id),
      ceos: people.ceos,
      shareholders: people.shareholders,
    },
  };
}
