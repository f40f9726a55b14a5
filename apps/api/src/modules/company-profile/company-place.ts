import { eq } from 'drizzle-orm';
import type { AccountType } from '@registry/contract/auth/account-type';
import type { Language } from '@registry/contract/common/language';
import type { Db, Tx } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import { pickText } from '../../db/schema/localized';
import { cities, countries, regions, typeAccounts, typeDocuments } from '../../db/schema/reference';

/**
 * A company row with the names of its account type, document type, country,
 * region and city in the caller's language; null when the id is unknown.
 */
export async function loadCompanyWithNames(db: Db | Tx, lng: Language, companyId: number) {
  const [row] = await db
    .select({
      company: companies,
      accountType: typeAccounts.description,
      typeDocument: typeDocuments.description,
      country: countries.name,
      region: regions.name,
      city: cities.name,
    })
    .from(companies)
    .leftJoin(typeAccounts, eq(typeAccounts.code, companies.typeAccount))
    .innerJoin(typeDocuments, eq(typeDocuments.id, companies.typeDocumentId))
    .innerJoin(countries, eq(countries.id, companies.countryId))
    .innerJoin(regions, eq(regions.id, companies.regionId))
    .innerJoin(cities, eq(cities.id, companies.cityId))
    .where(eq(companies.id, companyId));
  if (!row) return null;
  return {
    company: row.company,
    typeAccount: row.company.typeAccount as AccountType,
    accountType: row.accountType ? pickText(row.accountType, lng) : row.company.typeAccount,
    typeDocument: pickText(row.typeDocument, lng),
    country: pickText(row.country, lng),
    region: row.region,
    city: row.city,
  };
}
