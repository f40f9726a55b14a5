import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_SEARCH_LIMIT } from '@registry/contract/company-links/search-companies';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { codeOf } from '../../../test/kit/call';
import { createCompany, type TestCompany } from '../../../test/kit/companies';
import { linkCall } from '../../../test/kit/company-links';
import { logIn, type Session } from '../../../test/kit/session';

let t: TestApp;
let mine: TestCompany;
let session: Session;
beforeAll(async () => {
  t = await createTestApp();
  mine = await createCompany(t, { name: 'Selva Viva Search S.A.S.' });
  session = await logIn(t, mine.admin.email);
});
afterAll(async () => {
  await t.close();
});

const search = (text: unknown, lng: 'en' | 'es' | 'pt' = 'en', token = session.token) =>
  linkCall(t, 'search', { token, payload: { search: text }, lng });

const names = (answer: Awaited<ReturnType<typeof search>>) =>
  (answer.body.companies ?? []).map((company) => company.name);

describe('POST /api/platform/companiesRequestCompaniesPermit/search', () => {
  it('finds companies by name, any case, with the fields of a search result', async () => {
    const other = await createCompany(t, { name: 'Selva Viva Partner S.A.' });
    const answer = await search('  sELVA viva  ');
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe(1);
    expect(answer.body.companies).toEqual([
      {
        id: other.id,
        companyId: other.companyId,
        name: 'Selva Viva Partner S.A.',
        documentType: 'NIT - Tax Identification Number',
        documentNumber: other.documentNumber,
        verificationDigit: '1',
      },
    ]);
  });

  it('finds a company by its platform id and by its document number', async () => {
    const other = await createCompany(t);
    expect(names(await search(other.companyId.toLowerCase()))).toEqual([other.name]);
    expect(names(await search(other.documentNumber))).toEqual([other.name]);
  });

  it('answers the document type in the caller language', async () => {
    const other = await createCompany(t);
    const answer = await search(other.companyId, 'es');
    expect(answer.body.companies?.[0]?.documentType).toBe(
      'NIT - Número de Identificación Tributaria',
    );
  });

  it('never lists the caller company, even when it matches', async () => {
    expect(names(await search(mine.companyId))).toEqual([]);
    expect(names(await search('Selva Viva Search'))).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    await createCompany(t, { name: 'Carbono 100% Neutro' });
    await createCompany(t, { name: 'Carbono 1000 Neutro' });
    await createCompany(t, { name: 'Bio_Fix Ltda' });
    await createCompany(t, { name: 'BioXFix Ltda' });
    expect(names(await search('100%'))).toEqual(['Carbono 100% Neutro']);
    expect(names(await search('bio_fix'))).toEqual(['Bio_Fix Ltda']);
    expect(names(await search('%%'))).toEqual([]);
  });

  it(`answers at most ${COMPANY_SEARCH_LIMIT} companies, sorted by name`, async () => {
    for (let i = 0; i < COMPANY_SEARCH_LIMIT + 2; i += 1) {
      await createCompany(t, { name: `Manglar ${String(i).padStart(2, '0')} S.A.` });
    }
    const found = names(await search('manglar'));
    expect(found).toHaveLength(COMPANY_SEARCH_LIMIT);
    expect(found[0]).toBe('Manglar 00 S.A.');
    expect(found).toEqual([...found].sort());
  });

  it('answers an empty list when nothing matches', async () => {
    const answer = await search('no company is called this');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 1, companies: [] });
  });

  it.each([
    ['en', 'Type at least 2 characters to search.'],
    ['es', 'Escribe al menos 2 caracteres para buscar.'],
    ['pt', 'Digite pelo menos 2 caracteres para pesquisar.'],
  ] as const)('refuses fewer than 2 characters after trimming (%s)', async (lng, message) => {
    for (const text of ['', ' a ', '      ']) {
      const answer = await search(text, lng);
      expect(answer.status).toBe(400);
      expect(answer.body.status).toBe(0);
      expect(answer.body.codeMessages).toEqual([{ codeMessage: 'searchHigherTwo', message }]);
    }
  });

  it('refuses a body that is not a search text, field by field', async () => {
    const answer = await search(42);
    expect(answer.status).toBe(400);
    expect(answer.body.codeMessages[0]).toMatchObject({
      codeMessage: 'ERROR_INVALID_FIELD',
      field: 'search',
    });
    expect((await search('x'.repeat(121))).status).toBe(400);
  });

  it('refuses a caller without a session', async () => {
    const answer = await linkCall(t, 'search', { payload: { search: 'selva' } });
    expect(answer.status).toBe(401);
    expect(codeOf(answer)).toBe('ERROR_UNAUTHORIZED');
  });
});
