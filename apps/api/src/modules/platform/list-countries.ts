import { eq } from 'drizzle-orm';
import type { Country } from '@registry/contract/platform/list-countries';
import { countries } from '../../db/schema/reference';
import { pickText } from '../../db/schema/localized';
import { byName, type ReferenceContext } from './reference-context';

/** GET /platform/country: active countries, named and sorted in the caller's language. */
export async function listCountries({
  ctx,
}: {
  ctx: ReferenceContext;
}): Promise<{ countries: Country[] }> {
  const rows = await ctx.db.select().from(countries).where(eq(countries.active, true));
  const list = rows.map((c) => ({
    id: c.id,
    code: c.code,
    name: pickText(c.name, ctx.lng),
    formatDocumentNumber: c.formatDocumentNumber,
    formatCellPhone: c.formatCellPhone,
    phoneCode: c.phoneCode,
  }));
  return { countries: list.sort(byName(ctx.lng)) };
}
