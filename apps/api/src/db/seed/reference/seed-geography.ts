import { inArray } from 'drizzle-orm';
import type { Tx } from '../../client';
import { cities, countries, regions, typeDocuments } from '../../schema/reference';
import { COUNTRIES, GENERIC_DOCUMENT_TYPES } from './countries';

/**
 * Countries, their regions and cities, and the document types (generic ones
 * first, so PASSPORT is id 1 on a fresh database). Inserts what is missing,
 * in a handful of batched statements.
 */
export async function seedGeography(tx: Tx): Promise<void> {
  const countryIds = await seedCountries(tx);
  const regionIds = await seedRegions(tx, countryIds);
  await seedCities(tx, regionIds);
  await seedTypeDocuments(tx, countryIds);
}

/** Country code -> id. */
async function seedCountries(tx: Tx): Promise<Map<string, number>> {
  await tx
    .insert(countries)
    .values(
      COUNTRIES.map(({ code, name, formatDocumentNumber, formatCellPhone, phoneCode }) => ({
        code,
        name,
        formatDocumentNumber,
        formatCellPhone,
        phoneCode,
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(
      inArray(
        countries.code,
        COUNTRIES.map((c) => c.code),
      ),
    );
  return new Map(rows.map((r) => [r.code, r.id]));
}

function idOf(ids: Map<string, number>, code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`reference seed: ${code} was not stored`);
  return id;
}

/** Region code (ISO 3166-2, unique across countries) -> id. */
async function seedRegions(tx: Tx, countryIds: Map<string, number>): Promise<Map<string, number>> {
  await tx
    .insert(regions)
    .values(
      COUNTRIES.flatMap((country) =>
        country.regions.map(([code, name]) => ({
          countryId: idOf(countryIds, country.code),
          code,
          name,
        })),
      ),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: regions.id, code: regions.code })
    .from(regions)
    .where(inArray(regions.countryId, [...countryIds.values()]));
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** cities has no unique key: compare with what is stored and insert the rest. */
async function seedCities(tx: Tx, regionIds: Map<string, number>): Promise<void> {
  const stored = await tx
    .select({ regionId: cities.regionId, name: cities.name })
    .from(cities)
    .where(inArray(cities.regionId, [...regionIds.values()]));
  const isStored = new Set(stored.map((c) => `${c.regionId}\u0000${c.name}`));
  const missing = COUNTRIES.flatMap((country) =>
    country.regions.flatMap(([code, , names]) => {
      const regionId = idOf(regionIds, code);
      return names.map((name) => ({ regionId, name }));
    }),
  ).filter((c) => !isStored.has(`${c.regionId}\u0000${c.name}`));
  if (missing.length > 0) await tx.insert(cities).values(missing);
}

/** The unique (country_id, code) index does not catch generic types (null country): compare instead. */
async function seedTypeDocuments(tx: Tx, countryIds: Map<string, number>): Promise<void> {
  const stored = await tx
    .select({ countryId: typeDocuments.countryId, code: typeDocuments.code })
    .from(typeDocuments);
  const isStored = new Set(stored.map((t) => `${t.countryId ?? ''}:${t.code}`));
  const wanted = [
    ...GENERIC_DOCUMENT_TYPES.map((t) => ({ ...t, countryId: null })),
    ...COUNTRIES.flatMap((country) =>
      country.documentTypes.map((t) => ({ ...t, countryId: idOf(countryIds, country.code) })),
    ),
  ];
  const missing = wanted.filter((t) => !isStored.has(`${t.countryId ?? ''}:${t.code}`));
  if (missing.length > 0) await tx.insert(typeDocuments).values(missing);
}
