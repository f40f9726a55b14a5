import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Language } from '@registry/contract/common/language';
import type { CompanyMedia } from '@registry/contract/company/company-document';
import type { MyCompany } from '@registry/contract/company/my-company';
import type { Db, Tx } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import { companyMedia } from '../../db/schema/files';
import { DomainError } from '../../lib/domain-error';
import { loadCurrentDocuments, loadDocumentTypesWithHistory } from './company-documents';
import { loadPeople } from './company-people';
import { loadCompanyWithNames } from './company-place';
import { loadAnswers } from './survey-answers';

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** Whether the company has older logos (last = false). */
async function hasOlderLogos(db: Db | Tx, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companyMedia.id })
    .from(companyMedia)
    .where(and(eq(companyMedia.companyId, companyId), eq(companyMedia.last, false)))
    .limit(1);
  return row !== undefined;
}

/**
 * The company's API token (hashId); a company without one gets a random
 * 32-byte base64url token now. Two first calls at once keep the same token.
 */
export async function ensureApiToken(db: Db | Tx, companyId: number): Promise<string> {
  const [set] = await db
    .update(companies)
    .set({ apiToken: randomBytes(32).toString('base64url') })
    .where(and(eq(companies.id, companyId), isNull(companies.apiToken)))
    .returning({ apiToken: companies.apiToken });
  if (set?.apiToken) return set.apiToken;
  const [row] = await db
    .select({ apiToken: companies.apiToken })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row?.apiToken) throw new DomainError('ERROR_COMPANY_NOT_FOUND', 404);
  return row.apiToken;
}

/** The company's current logo (last = true), or null. */
export async function loadCurrentLogo(
  db: Db | Tx,
  companyId: number,
): Promise<CompanyMedia | null> {
  const [row] = await db
    .select()
    .from(companyMedia)
    .where(and(eq(companyMedia.companyId, companyId), eq(companyMedia.last, true)))
    .orderBy(desc(companyMedia.created), desc(companyMedia.id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    fileName: row.fileName,
    time: row.time,
    route: row.route,
    created: row.created.toISOString(),
    md5: row.md5,
  };
}

/** Everything the five My Company tabs show of the caller's own company (spec sections 2, 3). */
export async function loadMyCompany(db: Db, lng: Language, companyId: number): Promise<MyCompany> {
  const named = await loadCompanyWithNames(db, lng, companyId);
  if (!named) throw new DomainError('ERROR_COMPANY_NOT_FOUND', 404);
  const { company } = named;
  const hashId = company.apiToken ?? (await ensureApiToken(db, company.id));
  const people = await loadPeople(db, lng, company.id);
  return {
    id: company.id,
    name: company.name,
    platformId: company.companyId,
    companyId: company.companyId,
    hashId,
    typeAccount: named.typeAccount,
    accountType: named.accountType,
    typeDocumentId: company.typeDocumentId,
    typeDocument: named.typeDocument,
    documentNumber: company.documentNumber,
    verificationDigit: company.verificationDigit,
    countryId: company.countryId,
    country: named.country,
    regionId: company.regionId,
    region: named.region,
    cityId: company.cityId,
    city: named.city,
    email: company.email,
    address: company.address,
    contactName: company.contactName,
    phoneCode: company.phoneCode,
    phone: company.phone,
    passwordExpirationDays: company.passwordExpirationDays,
    updateBilling: flag(company.updateBilling),
    updateDueDiligence: flag(company.updateDueDiligence),
    billingContactName: company.billingContactName,
    billingEmail: company.billingEmail,
    specialConsiderations: company.specialConsiderations,
    taxIdentificationNumber: company.taxIdNumber,
    originIncome: company.originIncome === 1,
    ceos: people.ceos,
    shareholders: people.shareholders,
    surveyDueDiligence: await loadAnswers(db, company.id),
    companiesDocuments: await loadCurrentDocuments(db, company.id),
    companiesMedia: await loadCurrentLogo(db, company.id),
    documentTypesWithHistory: await loadDocumentTypesWithHistory(db, company.id),
    hasLogoHistory: await hasOlderLogos(db, company.id),
  };
}
