import { and, eq, isNull, or } from 'drizzle-orm';
import type { TypeDocument } from '@registry/contract/platform/list-type-documents';
import { countries, typeDocuments } from '../../db/schema/reference';
import { pickText } from '../../db/schema/localized';
import { findCountry } from './find-country';
import type { ReferenceContext } from './reference-context';

/**
 * GET /platform/typeDocument/{countryId}/actives: the country's own types, then
 * the generic ones (so the form's "select the first" picks NIT in Colombia).
 * GET /platform/typeDocument/actives (no countryId): every active type, generic
 * first, then each country's by country id; countryId tells them apart.
 */
export async function listTypeDocuments({
  ctx,
  input,
}: {
  ctx: ReferenceContext;
  input: { countryId?: number };
}): Promise<{ typesDocuments: TypeDocument[] }> {
  const country = input.countryId === undefined ? null : await findCountry(ctx.db, input.countryId);
  const countryFilter = country
    ? eq(typeDocuments.countryId, country.id)
    : eq(countries.active, true);
  const rows = await ctx.db
    .select({
      id: typeDocuments.id,
      code: typeDocuments.code,
      description: typeDocuments.description,
      isVerificationDigit: typeDocuments.isVerificationDigit,
      countryId: typeDocuments.countryId,
    })
    .from(typeDocuments)
    .leftJoin(countries, eq(countries.id, typeDocuments.countryId))
    .where(and(eq(typeDocuments.active, true), or(isNull(typeDocuments.countryId), countryFilter)));
  const isGenericFirst = country === null;
  const rank = (t: { countryId: number | null }) =>
    (t.countryId === null) === isGenericFirst ? 0 : 1;
  rows.sort((a, b) => rank(a) - rank(b) || (a.countryId ?? 0) - (b.countryId ?? 0) || a.id - b.id);
  return {
    typesDocuments: rows.map((t) => ({ ...t, description: pickText(t.description, ctx.lng) })),
  };
}
