import { ACCOUNT_TYPES } from '@registry/contract/auth/account-type';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  cities,
  countries,
  regions,
  standards,
  termsConditions,
  typeAccounts,
  typeDocumentCompanies,
  typeDocuments,
} from '../../schema/reference';
import { seedReference } from '../reference';
import { COUNTRIES } from './countries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(async () => {
  await t.close();
});

const TABLES = {
  countries,
  regions,
  cities,
  typeDocuments,
  typeAccounts,
  standards,
  termsConditions,
  typeDocumentCompanies,
};

async function countRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await t.database.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

describe('seedReference', () => {
  it('stores the reference data of a fresh database', async () => {
    expect(await countRows()).toEqual({
      countries: 8,
      regions: 224,
      cities: COUNTRIES.flatMap((c) => c.regions).reduce((n, [, , names]) => n + names.length, 0),
      typeDocuments: 17,
      typeAccounts: 9,
      standards: 9,
      termsConditions: 3,
      typeDocumentCompanies: 9,
    });
  });

  it('gives the ids others rely on', async () => {
    const db = t.database.db;
    const [firstType] = await db.select().from(typeDocuments).where(eq(typeDocuments.id, 1));
    expect(firstType).toMatchObject({ code: 'PASSPORT', countryId: null });
    const [firstStandard] = await db.select().from(standards).where(eq(standards.id, 1));
    expect(firstStandard?.code).toBe('CERCARBONO');
    const accounts = await db.select().from(typeAccounts).orderBy(asc(typeAccounts.id));
    expect(accounts.map((a) => [a.id, a.code])).toEqual(
      ACCOUNT_TYPES.map((code, i) => [i + 1, code]),
    );
    const stored = await db.select().from(countries).orderBy(asc(countries.id));
    expect(stored.map((c) => c.code)).toEqual(['CO', 'BR', 'PE', 'MX', 'CL', 'ES', 'PT', 'US']);
  });

  it('adds nothing when run again, and puts back a row that went missing', async () => {
    const before = await countRows();
    const db = t.database.db;
    const [leticia] = await db.select().from(cities).where(eq(cities.name, 'Leticia'));
    await db.delete(cities).where(eq(cities.name, 'Leticia'));
    await seedReference(db);
    await seedReference(db);
    expect(await countRows()).toEqual(before);
    const [restored] = await db.select().from(cities).where(eq(cities.name, 'Leticia'));
    expect(restored?.regionId).toBe(leticia?.regionId);
  });

  it('runs concurrently without duplicating anything', async () => {
    const before = await countRows();
    await Promise.all([seedReference(t.database.db), seedReference(t.database.db)]);
    expect(await countRows()).toEqual(before);
  });
});
