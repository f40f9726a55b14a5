import { eq } from 'drizzle-orm';
import type { Country } from '@registry/contract/platform/list-countries';
import { countries } from '../../db/schema/reference';
import { pickText } from '../../db/schema/localized';
import { homeCountryFirst, type ReferenceContext } from './reference-context';

/**
 * GET /platform/country: active countries named in the caller's language, the
 * registry's home country (DEFAULT_COUNTRY) first and the rest by name, so a
 * form that selects the first item opens on the home country (spec section 2).
 */
export async function listCountries({
  ctx,
  input,
}: {
  ctx: ReferenceContext;
  input: { homeCountryCode: string };
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
  return { countries: list.sort(homeCountryFirst(input.homeCountryCode, ctx.lng)) };
}
