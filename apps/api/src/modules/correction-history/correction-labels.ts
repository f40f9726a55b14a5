import { inArray } from 'drizzle-orm';
import type { Language } from '@registry/contract/common/language';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import { pickText } from '../../db/schema/localized';
import { methodologies } from '../../db/schema/projects';
import { cities, countries, regions, standards } from '../../db/schema/reference';

/** The fields whose values are ids, by what they name. */
const ID_FIELDS = {
  standardId: 'standard',
  methodologyId: 'methodology',
  countryId: 'country',
  regionId: 'region',
  cityId: 'city',
  developerCompanyId: 'company',
  ownerCompanyId: 'company',
  certifierCompanyId: 'company',
  ovvCompanyId: 'company',
} as const;
type Kind = (typeof ID_FIELDS)[keyof typeof ID_FIELDS];

function kindOf(field: string): Kind | null {
  return (ID_FIELDS as Record<string, Kind | undefined>)[field] ?? null;
}

/** The names of the ids a set of corrections carries, to show "Colombia" rather than 48. */
export async function loadLabels(
  db: Db,
  lng: Language,
  rows: { field: string; oldValue: unknown; newValue: unknown }[],
): Promise<(field: string, value: unknown) => string | null> {
  const ids: Record<Kind, number[]> = {
    standard: [],
    methodology: [],
    country: [],
    region: [],
    city: [],
    company: [],
  };
  for (const row of rows) {
    const kind = kindOf(row.field);
    if (!kind) continue;
    for (const value of [row.oldValue, row.newValue]) {
      if (typeof value === 'number' && Number.isInteger(value)) ids[kind].push(value);
    }
  }
  const names = new Map<string, string>();
  const put = (kind: Kind, list: { id: number; name: string }[]) => {
    for (const item of list) names.set(`${kind}:${item.id}`, item.name);
  };
  const some = (kind: Kind) => ids[kind].length > 0;
  if (some('standard')) {
    const list = await db
      .select({ id: standards.id, name: standards.code })
      .from(standards)
      .where(inArray(standards.id, ids.standard));
    put('standard', list);
  }
  if (some('methodology')) {
    const list = await db
      .select({ id: methodologies.id, code: methodologies.code, name: methodologies.name })
      .from(methodologies)
      .where(inArray(methodologies.id, ids.methodology));
    put(
      'methodology',
      list.map((item) => ({ id: item.id, name: `${item.code} ${pickText(item.name, lng)}` })),
    );
  }
  if (some('country')) {
    const list = await db
      .select({ id: countries.id, name: countries.name })
      .from(countries)
      .where(inArray(countries.id, ids.country));
    put(
      'country',
      list.map((item) => ({ id: item.id, name: pickText(item.name, lng) })),
    );
  }
  if (some('region')) {
    put(
      'region',
      await db
        .select({ id: regions.id, name: regions.name })
        .from(regions)
        .where(inArray(regions.id, ids.region)),
    );
  }
  if (some('city')) {
    put(
      'city',
      await db
        .select({ id: cities.id, name: cities.name })
        .from(cities)
        .where(inArray(cities.id, ids.city)),
    );
  }
  if (some('company')) {
    put(
      'company',
      await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, ids.company)),
    );
  }
  return (field, value) => {
    const kind = kindOf(field);
    return kind && typeof value === 'number' ? (names.get(`${kind}:${value}`) ?? null) : null;
  };
}
