import { and, eq, inArray } from 'drizzle-orm';
import type { AccountType } from '@registry/contract/auth/account-type';
import type { SaveProjectRequest } from '@registry/contract/projects/project-api';
import type { Tx } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import { methodologies } from '../../db/schema/projects';
import { cities, countries, regions, standards } from '../../db/schema/reference';
import { DomainError } from '../../lib/domain-error';

export type Party = 'developer' | 'owner' | 'certifier' | 'ovv';

/**
 * The account types that may play each part: a general account develops or
 * owns its own projects too (issue 9: developer@, owner@ and generalaccount@).
 */
export const PARTY_ACCOUNT_TYPES: Record<Party, readonly AccountType[]> = {
  developer: ['developer', 'generalAccount'],
  owner: ['owner', 'generalAccount', 'developer'],
  certifier: ['certifier'],
  ovv: ['ovv'],
};

const PARTY_FIELDS = {
  developer: 'developerCompanyId',
  owner: 'ownerCompanyId',
  certifier: 'certifierCompanyId',
  ovv: 'ovvCompanyId',
} as const;

type Ids = Pick<
  SaveProjectRequest,
  | 'standardId'
  | 'methodologyId'
  | 'countryId'
  | 'regionId'
  | 'cityId'
  | 'developerCompanyId'
  | 'ownerCompanyId'
  | 'certifierCompanyId'
  | 'ovvCompanyId'
>;

const refused = (field: string) => new DomainError('ERROR_PROJECT_REFERENCE', 400, { field });

async function exists(query: Promise<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}

/**
 * Every id the project points at exists and fits the others: the methodology
 * is of the standard, the region of the country, the city of the region, and
 * each party a company of an account type that may play that part.
 */
export async function checkProjectReferences(tx: Tx, ids: Ids): Promise<void> {
  if (ids.standardId !== undefined) {
    const found = tx
      .select({ id: standards.id })
      .from(standards)
      .where(eq(standards.id, ids.standardId));
    if (!(await exists(found))) throw refused('standardId');
  }
  if (ids.methodologyId !== undefined) {
    const conditions = [eq(methodologies.id, ids.methodologyId), eq(methodologies.active, true)];
    if (ids.standardId !== undefined) conditions.push(eq(methodologies.standardId, ids.standardId));
    const found = tx
      .select({ id: methodologies.id })
      .from(methodologies)
      .where(and(...conditions));
    if (!(await exists(found))) throw refused('methodologyId');
  }
  if (ids.countryId !== undefined) {
    const found = tx
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, ids.countryId));
    if (!(await exists(found))) throw refused('countryId');
  }
  if (ids.regionId !== undefined) {
    const conditions = [eq(regions.id, ids.regionId)];
    if (ids.countryId !== undefined) conditions.push(eq(regions.countryId, ids.countryId));
    const found = tx
      .select({ id: regions.id })
      .from(regions)
      .where(and(...conditions));
    if (!(await exists(found))) throw refused('regionId');
  }
  if (ids.cityId !== undefined) {
    const conditions = [eq(cities.id, ids.cityId)];
    if (ids.regionId !== undefined) conditions.push(eq(cities.regionId, ids.regionId));
    const found = tx
      .select({ id: cities.id })
      .from(cities)
      .where(and(...conditions));
    if (!(await exists(found))) throw refused('cityId');
  }
  for (const party of Object.keys(PARTY_FIELDS) as Party[]) {
    const id = ids[PARTY_FIELDS[party]];
    if (id === undefined) continue;
    const found = tx
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(eq(companies.id, id), inArray(companies.typeAccount, [...PARTY_ACCOUNT_TYPES[party]])),
      );
    if (!(await exists(found))) {
      throw new DomainError('ERROR_PROJECT_PARTY_TYPE', 400, { party });
    }
  }
}
