import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, createTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema/accounts';
import { loadMembership } from '../user/build-claims';
import { signAccessToken } from '../user/tokens';
import { listCountries } from './list-countries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function get(url: string, headers: Record<string, string> = HEADERS) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { statusCode: response.statusCode, body: response.json() };
}

interface CountryItem {
  id: number;
  code: string;
  name: string;
  formatDocumentNumber: string;
  formatCellPhone: string;
  phoneCode: string;
}

async function countriesIn(lng: string): Promise<CountryItem[]> {
  return (await get('/api/platform/country', { ...HEADERS, lng })).body.countries;
}

async function countryId(code: string): Promise<number> {
  const country = (await countriesIn('en')).find((c) => c.code === code);
  if (!country) throw new Error(`no country ${code}`);
  return country.id;
}

async function regionsOf(code: string): Promise<{ id: number; name: string; code: string }[]> {
  return (await get(`/api/platform/country/${await countryId(code)}/regions`)).body.regions;
}

describe('GET /api/platform/country', () => {
  it('lists the eight countries, the home country (DEFAULT_COUNTRY, CO) first, then by name in the caller language', async () => {
    expect((await countriesIn('en')).map((c) => c.name)).toEqual([
      'Colombia',
      'Brazil',
      'Chile',
      'Mexico',
      'Peru',
      'Portugal',
      'Spain',
      'United States',
    ]);
    expect((await countriesIn('es')).map((c) => c.name)).toEqual([
      'Colombia',
      'Brasil',
      'Chile',
      'España',
      'Estados Unidos',
      'México',
      'Perú',
      'Portugal',
    ]);
    expect((await countriesIn('pt')).map((c) => c.name)).toContain('Colômbia');
  });

  it('puts another configured home country first, and stays alphabetical for a code it does not list', async () => {
    const names = async (homeCountryCode: string) =>
      (
        await listCountries({
          ctx: { db: t.app.database.db, lng: 'es' },
          input: { homeCountryCode },
        })
      ).countries.map((c) => c.name);
    expect((await names('PT')).slice(0, 3)).toEqual(['Portugal', 'Brasil', 'Chile']);
    expect(await names('FR')).toEqual([
      'Brasil',
      'Chile',
      'Colombia',
      'España',
      'Estados Unidos',
      'México',
      'Perú',
      'Portugal',
    ]);
  });

  it("gives each country's document-number and phone formats", async () => {
    const { statusCode, body } = await get('/api/platform/country');
    expect(statusCode).toBe(200);
    expect(body.status).toBe(1);
    const colombia = body.countries.find((c: CountryItem) => c.code === 'CO');
    expect(colombia).toMatchObject({
      name: 'Colombia',
      formatDocumentNumber: '###.###.###.###',
      formatCellPhone: '### ### ####',
      phoneCode: '+57',
    });
    for (const country of body.countries as CountryItem[]) {
      expect(country.formatDocumentNumber).toMatch(/^###(\.###)+$/);
      expect(country.phoneCode).toMatch(/^\+\d{1,3}$/);
    }
  });

  it('is refused without the platform header (HTTP 400, status 0)', async () => {
    const { statusCode, body } = await get('/api/platform/country', { lng: 'en' });
    expect(statusCode).toBe(400);
    expect(body.status).toBe(0);
    expect(body.codeMessages[0].codeMessage).toBe('ERROR_PLATFORM');
  });
});

describe('GET /api/platform/country/{countryId}/regions', () => {
  it.each([
    ['CO', 33],
    ['BR', 27],
    ['PE', 26],
    ['MX', 32],
    ['CL', 16],
    ['ES', 19],
    ['PT', 20],
    ['US', 51],
  ])('lists every first-level subdivision of %s (%i)', async (code, expected) => {
    const regions = await regionsOf(code);
    expect(regions).toHaveLength(expected);
    expect(regions.every((r) => r.code.startsWith(`${code}-`))).toBe(true);
  });

  it('answers Colombia sorted by name, with Bogotá and Antioquia by their ISO codes', async () => {
    const regions = await regionsOf('CO');
    expect(regions[0]?.name).toBe('Amazonas');
    expect(regions.at(-1)?.name).toBe('Vichada');
    expect(regions.find((r) => r.code === 'CO-DC')?.name).toBe('Bogotá, D.C.');
    expect(regions.find((r) => r.code === 'CO-ANT')?.name).toBe('Antioquia');
  });

  it('answers 404 for an unknown country', async () => {
    const { statusCode, body } = await get('/api/platform/country/9999/regions');
    expect(statusCode).toBe(404);
    expect(body.status).toBe(0);
    expect(body.codeMessages[0]).toEqual({
      codeMessage: 'ERROR_COUNTRY_NOT_FOUND',
      message: 'That country is not in the registry.',
    });
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
    const { statusCode, body } = await get(`/api/platform/country/${id}/regions`);
    expect(statusCode).toBe(400);
    expect(body.status).toBe(0);
    expect(body.codeMessages[0]).toMatchObject({
      codeMessage: 'ERROR_INVALID_FIELD',
      field: 'countryId',
    });
  });
});

describe('GET /api/platform/country/{countryId}/regions/{regionId}/cities', () => {
  it("lists a region's cities sorted by name", async () => {
    const antioquia = (await regionsOf('CO')).find((r) => r.code === 'CO-ANT');
    const { statusCode, body } = await get(
      `/api/platform/country/${await countryId('CO')}/regions/${antioquia?.id}/cities`,
    );
    expect(statusCode).toBe(200);
    expect(body.cities.map((c: { name: string }) => c.name)).toEqual([
      'Bello',
      'Envigado',
      'Itagüí',
      'Medellín',
      'Rionegro',
    ]);
  });

  it('has cities in every region of every country', async () => {
    for (const code of ['CO', 'BR', 'PE', 'MX', 'CL', 'ES', 'PT', 'US']) {
      const id = await countryId(code);
      for (const region of await regionsOf(code)) {
        const { body } = await get(`/api/platform/country/${id}/regions/${region.id}/cities`);
        expect(body.cities.length, region.code).toBeGreaterThan(0);
      }
    }
  });

  it('answers 404 for a region of another country, and for an unknown region', async () => {
    const saoPaulo = (await regionsOf('BR')).find((r) => r.code === 'BR-SP');
    const colombia = await countryId('CO');
    for (const regionId of [saoPaulo?.id, 999999]) {
      const { statusCode, body } = await get(
        `/api/platform/country/${colombia}/regions/${regionId}/cities`,
      );
      expect(statusCode).toBe(404);
      expect(body.codeMessages[0].codeMessage).toBe('ERROR_REGION_NOT_FOUND');
    }
  });

  it('answers 404 for an unknown country and 400 for a non-numeric region', async () => {
    expect((await get('/api/platform/country/9999/regions/1/cities')).statusCode).toBe(404);
    const { statusCode, body } = await get(
      `/api/platform/country/${await countryId('CO')}/regions/x/cities`,
    );
    expect(statusCode).toBe(400);
    expect(body.codeMessages[0].field).toBe('regionId');
  });
});

describe('GET /api/company/formatCountry', () => {
  it('gives the formats of the country asked for', async () => {
    const { statusCode, body } = await get(
      `/api/company/formatCountry?countryId=${await countryId('BR')}`,
    );
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({
      status: 1,
      formatDocumentNumber: '###.###.###.###.###',
      formatCellPhone: '## ##### ####',
      phoneCode: '+55',
    });
  });

  it("gives a logged-in caller the formats of their company's country", async () => {
    const [owner] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'owner@demo.example'));
    const membership = owner ? await loadMembership(t.database.db, owner.id) : null;
    if (!owner || !membership) throw new Error('the demo owner is missing');
    const token = await signAccessToken(t.keys, owner.id, membership.claims, 900);
    const { statusCode, body } = await get('/api/company/formatCountry', {
      ...HEADERS,
      authorization: `Bearer ${token}`,
    });
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ status: 1, phoneCode: '+57', countryId: await countryId('CO') });
  });

  it('answers 401 without countryId and without a session', async () => {
    const { statusCode, body } = await get('/api/company/formatCountry');
    expect(statusCode).toBe(401);
    expect(body.status).toBe(0);
  });

  it('answers 404 for an unknown country and 400 for a non-numeric one', async () => {
    expect((await get('/api/company/formatCountry?countryId=9999')).statusCode).toBe(404);
    expect((await get('/api/company/formatCountry?countryId=co')).statusCode).toBe(400);
  });
});
