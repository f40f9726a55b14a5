import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries } from '../../db/schema/reference';
import { DomainError } from '../../lib/domain-error';

/** The active country with that id; ERROR_COUNTRY_NOT_FOUND (404) otherwise. */
export async function findCountry(db: Db, countryId: number) {
  const [country] = await db
    .select()
    .from(countries)
    .where(and(eq(countries.id, countryId), eq(countries.active, true)));
  if (!country) throw new DomainError('ERROR_COUNTRY_NOT_FOUND', 404);
  return country;
}
