import type pg from 'pg';
import {
  PROJECT_SECTORS,
  PROJECT_TYPES,
  PUBLIC_PROJECT_STATES,
} from '@registry/contract/projects/project-enums';
import { projectSearchText } from '../../modules/projects/project-search-text';

/** Words the generated names and descriptions are made of; searches pick from them too. */
export const NAME_WORDS = [
  'Páramo',
  'Manglar',
  'Selva',
  'Bosque',
  'Río',
  'Cerrado',
  'Chocó',
  'Amazonía',
  'Andes',
  'Pampa',
  'Caatinga',
  'Sierra',
  'Laguna',
  'Valle',
  'Montaña',
  'Llanura',
] as const;
const NAME_SUFFIXES = ['Vivo', 'Azul', 'Verde', 'Nativo', 'del Sur', 'do Norte', 'Alto', 'Bajo'];
const DESCRIPTION_WORDS = {
  es: [
    'reforestación',
    'conservación',
    'energía solar',
    'biogás',
    'cocinas eficientes',
    'turberas',
  ],
  en: [
    'reforestation',
    'conservation',
    'solar power',
    'biogas',
    'efficient cookstoves',
    'peatlands',
  ],
  pt: [
    'reflorestamento',
    'conservação',
    'energia solar',
    'biogás',
    'fogões eficientes',
    'turfeiras',
  ],
} as const;

/** A small deterministic generator (mulberry32), so two runs build the same registry. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export interface BenchReferences {
  standardIds: number[];
  countryIds: number[];
  /** Methodology ids by standard id. */
  methodologies: Map<number, number[]>;
  companyId: number;
  userId: number;
}

/** The standards, countries, a company and a user the projects point at; methodologies made when none are seeded. */
export async function loadReferences(client: pg.Pool): Promise<BenchReferences> {
  const ids = async (query: string) =>
    (await client.query<{ id: number }>(query)).rows.map((row) => row.id);
  const standardIds = await ids('SELECT id FROM standards ORDER BY id');
  const countryIds = await ids('SELECT id FROM countries WHERE active ORDER BY id');
  const [companyId] = await ids('SELECT id FROM companies ORDER BY id LIMIT 1');
  const [userId] = await ids('SELECT id FROM users ORDER BY id LIMIT 1');
  if (
    !standardIds.length ||
    !countryIds.length ||
    companyId === undefined ||
    userId === undefined
  ) {
    throw new Error('The bench database has no standards, countries, company or user: seed failed');
  }
  const methodologyCount = await ids('SELECT count(*)::int AS id FROM methodologies');
  if ((methodologyCount[0] ?? 0) === 0) {
    for (const standardId of standardIds) {
      for (let n = 1; n <= 4; n += 1) {
        await client.query(
          `INSERT INTO methodologies (standard_id, code, name) VALUES ($1, $2, $3)`,
          [
            standardId,
            `BENCH-M${n}`,
            { es: `Metodología ${n}`, en: `Methodology ${n}`, pt: `Metodologia ${n}` },
          ],
        );
      }
    }
  }
  const methodologies = new Map<number, number[]>();
  const rows = await client.query<{ id: number; standard_id: number }>(
    'SELECT id, standard_id FROM methodologies ORDER BY id',
  );
  for (const row of rows.rows) {
    methodologies.set(row.standard_id, [...(methodologies.get(row.standard_id) ?? []), row.id]);
  }
  return { standardIds, countryIds, methodologies, companyId, userId };
}

function description(random: () => number, words: readonly string[], name: string): string {
  return `${name}: ${pick(random, words)} y ${pick(random, words)} (${Math.floor(random() * 1e6)}).`;
}

/**
 * Inserts `count` public projects in batches, with random standard, country,
 * sector, type, state, labels, point and texts, and their search_text made by
 * the app's own normalizer.
 */
export async function insertProjects(
  client: pg.Pool,
  refs: BenchReferences,
  count: number,
  random: () => number,
  onProgress: (done: number) => void,
): Promise<void> {
  const BATCH = 2000;
  for (let start = 0; start < count; start += BATCH) {
    const columns: unknown[][] = Array.from({ length: 17 }, () => []);
    for (let i = start; i < Math.min(start + BATCH, count); i += 1) {
      const standardId = pick(random, refs.standardIds);
      const name = `${pick(random, NAME_WORDS)} ${pick(random, NAME_WORDS)} ${pick(random, NAME_SUFFIXES)} ${i}`;
      const code = `BENCH-${String(i).padStart(7, '0')}`;
      const descriptions = {
        es: description(random, DESCRIPTION_WORDS.es, name),
        en: description(random, DESCRIPTION_WORDS.en, name),
        pt: description(random, DESCRIPTION_WORDS.pt, name),
      };
      const row = [
        code,
        name,
        pick(random, PUBLIC_PROJECT_STATES),
        standardId,
        pick(random, refs.methodologies.get(standardId) ?? [null]),
        pick(random, PROJECT_SECTORS),
        pick(random, PROJECT_TYPES),
        JSON.stringify(descriptions),
        pick(random, refs.countryIds),
        random() * 140 - 60,
        random() * 360 - 180,
        random() < 0.2,
        random() < 0.1,
        random() < 0.05,
        projectSearchText({ name, code, descriptions }),
        refs.companyId,
        refs.userId,
      ];
      row.forEach((value, column) => columns[column]?.push(value));
    }
    await client.query(
      `INSERT INTO projects (code, name, state, standard_id, methodology_id, sector, type,
         descriptions, country_id, latitude, longitude, is_ccp_approved, is_corsia_eligible,
         is_article6_authorized, search_text, created_by_company_id, created_by, submitted_at)
       SELECT c, n, s, st, m, se, ty, d::jsonb, co, la, lo, ccp, cor, a6, q, cc, cb, now()
       FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::text[],
         $7::text[], $8::text[], $9::int[], $10::float8[], $11::float8[], $12::bool[],
         $13::bool[], $14::bool[], $15::text[], $16::int[], $17::int[])
         AS u(c, n, s, st, m, se, ty, d, co, la, lo, ccp, cor, a6, q, cc, cb)`,
      columns,
    );
    onProgress(Math.min(start + BATCH, count));
  }
}
