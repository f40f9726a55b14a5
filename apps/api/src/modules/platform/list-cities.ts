import { and, eq } from 'drizzle-orm';
import type { City, ListCitiesRequest } from '@registry/contract/platform/list-cities';
import { cities, regions } from '../../db/schema/reference';
import { DomainError } from '../../lib/domain-error';
import { findCountry } from './find-country';
import { byName, type ReferenceContext } from './reference-context';

/** GET /platform/country/{countryId}/regions/{regionId}/cities: 404 unless the region is of that country. */
export async function listCities({
  ctx,
  input,
}: {
  ctx: ReferenceContext;
  input: ListCitiesRequest;
}): Promise<{ cities: City[] }> {
  const country = await findCountry(ctx.db, input.countryId);
  const [region] = await ctx.db
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.id, input.regionId), eq(regions.countryId, country.id)));
  if (!region) throw new DomainError('ERROR_REGION_NOT_FOUND', 404);
  const rows = await ctx.db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(eq(cities.regionId, region.id));
  return { cities: rows.sort(byName(ctx.lng)) };
}
