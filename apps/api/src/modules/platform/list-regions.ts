import { eq } from 'drizzle-orm';
import type { ListRegionsRequest, Region } from '@registry/contract/platform/list-regions';
import { regions } from '../../db/schema/reference';
import { findCountry } from './find-country';
import { byName, type ReferenceContext } from './reference-context';

/** GET /platform/country/{countryId}/regions: the country's regions by name; 404 for an unknown country. */
export async function listRegions({
  ctx,
  input,
}: {
  ctx: ReferenceContext;
  input: ListRegionsRequest;
}): Promise<{ regions: Region[] }> {
  const country = await findCountry(ctx.db, input.countryId);
  const rows = await ctx.db
    .select({ id: regions.id, name: regions.name, code: regions.code })
    .from(regions)
    .where(eq(regions.countryId, country.id));
  return { regions: rows.sort(byName(ctx.lng)) };
}
