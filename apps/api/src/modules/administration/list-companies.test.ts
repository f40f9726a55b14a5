import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import {
  ADMIN_COMPANIES_PAGE_LIMIT,
  AdminCompaniesResponseSchema,
  type AdminCompaniesResponse,
} from '@registry/contract/administration/companies';
import { companies } from '../../db/schema/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { getAs, tokenOf } from '../../../test/kit/token-calls';

let t: TestApp;
let certifier: string;
beforeAll(async () => {
  t = await createTestApp();
  certifier = await tokenOf(t, 'certifier@demo.example');
});
afterAll(async () => {
  await t.close();
});

async function list(query: string, token = certifier) {
  const answer = await getAs<AdminCompaniesResponse>(t, token, `/api/company/get-all${query}`);
  if (answer.status === 200) AdminCompaniesResponseSchema.parse(answer.body);
  return answer;
}

describe('GET /api/company/get-all', () => {
  it('is the certifier’s: another account type gets 403', async () => {
    expect((await list('', await tokenOf(t, 'owner@demo.example'))).status).toBe(403);
    expect((await list('?search=x')).status).toBe(400);
  });

  it('filters by state and account type, newest first', async () => {
    const pending = await list('?state=pending');
    expect(pending.body.companies.map((company) => company.name)).toEqual([
      'Reforestadora Pendiente S.A.S.',
      'Nueva Empresa Demo S.A.S.',
    ]);
    expect(pending.body.total).toBe(2);
    const rejected = await list('?state=rejected');
    expect(rejected.body.companies).toEqual([
      expect.objectContaining({
        name: 'Carbono Rechazado Ltda.',
        state: 'rejected',
        stateReason: expect.stringContaining('30 días'),
        typeAccount: 'trader',
      }),
    ]);
    const traders = await list('?typeAccount=trader&state=approved');
    expect(traders.body.companies.every((company) => company.typeAccount === 'trader')).toBe(true);
    expect(traders.body.total).toBe(1);
  });

  it('searches the name, the public id and the document number, case-insensitively', async () => {
    const byName = await list('?search=SUSPENDIDA');
    expect(byName.body.companies.map((company) => company.name)).toEqual([
      'Agroforestal Suspendida S.A.S.',
    ]);
    const publicId = byName.body.companies[0]?.companyId ?? '';
    const byId = await list(`?search=${publicId.toLowerCase()}`);
    expect(byId.body.companies.map((company) => company.companyId)).toEqual([publicId]);
    const byDocument = await list('?search=901000003');
    expect(byDocument.body.companies.map((company) => company.name)).toEqual([
      'Carbono Rechazado Ltda.',
    ]);
    // A wildcard is a character like any other.
    expect((await list('?search=%25%25')).body.total).toBe(0);
  });

  it('pages after the cursor, and the total counts every page', async () => {
    const [existing] = await t.database.db.select({ total: count() }).from(companies);
    const template = (await t.database.db.select().from(companies).limit(1))[0];
    if (!template || !existing) throw new Error('no demo company');
    const { id: _id, companyId: _companyId, apiToken: _apiToken, ...copy } = template;
    await t.database.db.insert(companies).values(
      Array.from({ length: ADMIN_COMPANIES_PAGE_LIMIT }, (_, i) => ({
        ...copy,
        companyId: `CR-PAGE${String(i).padStart(4, '0')}`,
        name: `Paged Company ${i}`,
      })),
    );
    const total = existing.total + ADMIN_COMPANIES_PAGE_LIMIT;
    const first = await list('');
    expect(first.body.total).toBe(total);
    expect(first.body.companies).toHaveLength(ADMIN_COMPANIES_PAGE_LIMIT);
    expect(first.body.companies[0]?.name).toBe(`Paged Company ${ADMIN_COMPANIES_PAGE_LIMIT - 1}`);
    expect(first.body.nextCursor).toBe(first.body.companies.at(-1)?.id);
    const second = await list(`?cursor=${first.body.nextCursor}`);
    expect(second.body.total).toBe(total);
    expect(second.body.companies).toHaveLength(total - ADMIN_COMPANIES_PAGE_LIMIT);
    expect(second.body.nextCursor).toBeNull();
    const ids = [...first.body.companies, ...second.body.companies].map((company) => company.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(total);
  });
});
