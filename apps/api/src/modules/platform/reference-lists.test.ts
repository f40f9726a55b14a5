import { ACCOUNT_TYPES } from '@registry/contract/auth/account-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(async () => {
  await t.close();
});

async function get(url: string, lng = 'en') {
  const response = await t.app.inject({ method: 'GET', url, headers: { ...HEADERS, lng } });
  return { statusCode: response.statusCode, body: response.json() };
}

interface TypeDocumentItem {
  id: number;
  code: string;
  description: string;
  isVerificationDigit: boolean;
  countryId: number | null;
}

async function countryId(code: string): Promise<number> {
  const { body } = await get('/api/platform/country');
  const country = body.countries.find((c: { code: string }) => c.code === code);
  if (!country) throw new Error(`no country ${code}`);
  return country.id;
}

async function typesOf(code: string, lng = 'en'): Promise<TypeDocumentItem[]> {
  const { statusCode, body } = await get(
    `/api/platform/typeDocument/${await countryId(code)}/actives`,
    lng,
  );
  expect(statusCode).toBe(200);
  expect(body.status).toBe(1);
  return body.typesDocuments;
}

describe('GET /api/platform/typeDocument/{countryId}/actives', () => {
  it("lists Colombia's types, NIT first and needing a verification digit, then the passport", async () => {
    const types = await typesOf('CO');
    expect(types.map((d) => [d.code, d.isVerificationDigit])).toEqual([
      ['NIT', true],
      ['CC', false],
      ['CE', false],
      ['PASSPORT', false],
    ]);
    expect(types[0]?.description).toBe('NIT - Tax Identification Number');
  });

  it("marks Chile's RUT as having a verification digit", async () => {
    const [rut] = await typesOf('CL');
    expect(rut).toMatchObject({ code: 'RUT', isVerificationDigit: true });
  });

  it.each([
    ['BR', ['CNPJ', 'CPF']],
    ['PE', ['RUC', 'DNI']],
    ['MX', ['RFC', 'CURP']],
    ['ES', ['NIF', 'NIE']],
    ['PT', ['NIPC', 'NIF']],
    ['US', ['EIN', 'SSN']],
  ])("lists %s's own types before the generic passport", async (code, own) => {
    expect((await typesOf(code)).map((d) => d.code)).toEqual([...own, 'PASSPORT']);
  });

  it('describes the types in the caller language', async () => {
    const describe = async (lng: string) =>
      (await typesOf('CO', lng)).find((d) => d.code === 'CC')?.description;
    expect(await describe('es')).toBe('Cédula de ciudadanía');
    expect(await describe('en')).toBe('Citizenship card (Cédula de ciudadanía)');
    expect(await describe('pt')).toBe('Cédula de cidadania');
  });

  it('answers 404 for an unknown country and 400 for a non-numeric id', async () => {
    const unknown = await get('/api/platform/typeDocument/9999/actives');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.codeMessages[0].codeMessage).toBe('ERROR_COUNTRY_NOT_FOUND');
    const bad = await get('/api/platform/typeDocument/colombia/actives');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.codeMessages[0].field).toBe('countryId');
  });
});

describe('GET /api/platform/typeDocument/actives', () => {
  it('lists every type, the generic passport first as id 1 (the spec fallback)', async () => {
    const { body } = await get('/api/platform/typeDocument/actives');
    const types: TypeDocumentItem[] = body.typesDocuments;
    expect(types[0]).toEqual({
      id: 1,
      code: 'PASSPORT',
      description: 'Passport',
      isVerificationDigit: false,
      countryId: null,
    });
    expect(types).toHaveLength(17);
    const colombia = await countryId('CO');
    expect(types.filter((d) => d.countryId === colombia).map((d) => d.code)).toEqual([
      'NIT',
      'CC',
      'CE',
    ]);
  });
});

describe('GET /api/typeAccount/actives', () => {
  it('lists the nine account types of the spec, owner first', async () => {
    const { statusCode, body } = await get('/api/typeAccount/actives');
    expect(statusCode).toBe(200);
    expect(body.status).toBe(1);
    expect(body.typesAccounts.map((a: { code: string }) => a.code)).toEqual([...ACCOUNT_TYPES]);
    expect(body.typesAccounts[0]).toMatchObject({
      id: 1,
      code: 'owner',
      description: 'Project owner',
    });
    for (const account of body.typesAccounts)
      expect(account.alternativeText.length).toBeGreaterThan(20);
  });

  it('answers in the caller language', async () => {
    const ovv = async (lng: string) =>
      (await get('/api/typeAccount/actives', lng)).body.typesAccounts.find(
        (a: { code: string }) => a.code === 'ovv',
      );
    expect((await ovv('es')).description).toBe('Organismo de validación y verificación (OVV)');
    expect((await ovv('en')).description).toBe('Validation and verification body (VVB)');
    expect((await ovv('pt')).description).toBe('Organismo de validação e verificação (OVV)');
  });
});

describe('GET /api/platform/standard/actives', () => {
  it('lists the standards with their sites, Cercarbono as id 1', async () => {
    const { body } = await get('/api/platform/standard/actives');
    expect(body.standards[0]).toMatchObject({
      id: 1,
      description: 'Cercarbono',
      standardUrl: 'https://www.cercarbono.com/',
    });
    const names = body.standards.map((s: { description: string }) => s.description);
    expect(names).toContain('Verified Carbon Standard (Verra)');
    expect(names).toContain('Gold Standard for the Global Goals');
    for (const s of body.standards) expect(s.standardUrl).toMatch(/^https:\/\//);
  });

  it('describes each standard in the caller language', async () => {
    const verra = async (lng: string) =>
      (await get('/api/platform/standard/actives', lng)).body.standards[1];
    expect((await verra('en')).otherDescription).toContain('most widely used');
    expect((await verra('es')).otherDescription).toContain('más usado');
    expect((await verra('pt')).otherDescription).toContain('mais usado');
  });

  it('names the standards in the caller language, the CDM as the conversion form does', async () => {
    const names = async (lng: string) =>
      (await get('/api/platform/standard/actives', lng)).body.standards.map(
        (s: { description: string }) => s.description,
      );
    expect(await names('es')).toContain('Mecanismo de Desarrollo Limpio (MDL)');
    expect(await names('en')).toContain('Clean Development Mechanism (CDM)');
    expect(await names('pt')).toContain('Mecanismo de Desenvolvimento Limpo (MDL)');
    expect(await names('es')).not.toContain('Clean Development Mechanism (CDM)');
  });
});

describe('GET /api/platform/termCondition/', () => {
  it('gives the terms, the personal-data policy and the newsletter terms in the caller language', async () => {
    const { statusCode, body } = await get('/api/platform/termCondition/', 'es');
    expect(statusCode).toBe(200);
    expect(body.status).toBe(1);
    expect(body.termsConditions.map((e: { kind: string }) => e.kind)).toEqual([
      'terms',
      'habeas',
      'newsletter',
    ]);
    const [terms, habeas, newsletter] = body.termsConditions;
    expect(newsletter.name).toBe('Condiciones del boletín');
    expect(newsletter.terms).toContain('darse de baja');
    expect(terms.name).toBe('Términos y condiciones de uso');
    expect(terms.terms).toContain('El retiro es definitivo');
    expect(habeas.name).toBe('Política de tratamiento de datos personales');
    expect(habeas.terms).toContain('Ley Estatutaria 1581 de 2012');
    const inPortuguese = (await get('/api/platform/termCondition/', 'pt')).body.termsConditions[1];
    expect(inPortuguese.terms).toContain('LGPD');
  });

  it('writes the texts with the safe HTML subset only', async () => {
    for (const lng of ['es', 'en', 'pt']) {
      for (const entry of (await get('/api/platform/termCondition/', lng)).body.termsConditions) {
        const tags = [...entry.terms.matchAll(/<\/?([a-zA-Z0-9]+)[^>]*>/g)].map((m) => m[1]);
        expect(tags.length).toBeGreaterThan(entry.kind === 'newsletter' ? 10 : 20);
        expect(
          tags.filter((tag) => !['p', 'h2', 'h3', 'ul', 'li', 'strong', 'em', 'a'].includes(tag)),
        ).toEqual([]);
        expect(entry.terms).not.toMatch(/\son\w+=|javascript:/i);
      }
    }
  });
});

describe('GET /api/platform/typeDocumentCompanies/active', () => {
  it('lists billing and due-diligence document types, required or not, single or multiple', async () => {
    const { statusCode, body } = await get('/api/platform/typeDocumentCompanies/active');
    expect(statusCode).toBe(200);
    const types: {
      code: string;
      isBilling: number;
      isRequired: number;
      multiple: number;
      helper: string;
    }[] = body.typeDocumentsCompanies;
    expect(types.find((d) => d.code === 'RUT_TAX_CERTIFICATE')).toMatchObject({
      isBilling: 1,
      isRequired: 1,
      multiple: 0,
    });
    expect(types.find((d) => d.code === 'FINANCIAL_STATEMENTS')).toMatchObject({
      isBilling: 0,
      isRequired: 1,
      multiple: 1,
    });
    for (const isBilling of [0, 1]) {
      const tab = types.filter((d) => d.isBilling === isBilling);
      expect(tab.some((d) => d.isRequired === 1)).toBe(true);
      expect(tab.some((d) => d.isRequired === 0)).toBe(true);
      expect(tab.some((d) => d.multiple === 1)).toBe(true);
    }
    for (const d of types) expect(d.helper.length).toBeGreaterThan(20);
  });

  it('answers in the caller language', async () => {
    const bank = async (lng: string) =>
      (
        await get('/api/platform/typeDocumentCompanies/active', lng)
      ).body.typeDocumentsCompanies.find((d: { code: string }) => d.code === 'BANK_CERTIFICATE')
        .description;
    expect(await bank('es')).toBe('Certificación bancaria');
    expect(await bank('en')).toBe('Bank account certificate');
    expect(await bank('pt')).toBe('Declaração bancária');
  });
});
