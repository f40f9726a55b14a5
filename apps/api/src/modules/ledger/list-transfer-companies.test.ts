import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferCompany } from '@registry/contract/ledger/transfer-companies';
import { call, codeOf, type Answer } from '../../../test/kit/call';
import { subAccountAction } from '../../../test/kit/ledger';
import { companyIdOf } from '../../../test/kit/projects';
import { logIn, type Session } from '../../../test/kit/session';
import { createTestApp, type TestApp } from '../../../test/test-app';

interface ListAnswer extends Omit<Answer, 'companies'> {
  companies?: TransferCompany[];
}

let t: TestApp;
let owner: Session;
let trader: Session;
let certifier: Session;
let ovv: Session;

const list = (token: string | undefined, payload: object, certifierList = false) =>
  call<ListAnswer>(
    t,
    'POST',
    `/api/company/list/transfer${certifierList ? '/certifier' : ''}`,
    token ? { token, payload } : { payload },
  );

beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
  owner = await logIn(t, 'owner@demo.example');
  trader = await logIn(t, 'trader@demo.example');
  certifier = await logIn(t, 'certifier@demo.example');
  ovv = await logIn(t, 'ovv@demo.example');
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('POST /api/company/list/transfer', () => {
  it('lists the approved companies that hold credits, never the caller nor an unapproved one', async () => {
    const { status, body } = await list(owner.token, {});
    expect(status).toBe(200);
    const names = (body.companies ?? []).map((company) => company.name);
    expect(names).toContain('Mercado de Carbono Trading S.A.S.');
    expect(names).toContain('Andes Carbon Developers S.A.S.');
    expect(names).not.toContain('Bosques del Pacífico S.A.S.');
    expect(names).not.toContain('Nueva Empresa Demo S.A.S.');
    expect(names).not.toContain('Validadora y Verificadora OVV S.A.S.');
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
  });

  it('filters by a part of the name in any case and honours the limit', async () => {
    const { body } = await list(owner.token, { search: 'mercado de' });
    expect(body.companies?.map((company) => company.name)).toEqual([
      'Mercado de Carbono Trading S.A.S.',
    ]);
    const limited = await list(owner.token, { limit: 1 });
    expect(limited.body.companies).toHaveLength(1);
  });

  it("lists a company's open sub-accounts and leaves out closed ones", async () => {
    const open = await subAccountAction(t, trader.token, 'create', { name: 'Clientes 2026' });
    const closed = await subAccountAction(t, trader.token, 'create', { name: 'Cerrada' });
    await subAccountAction(t, trader.token, 'close', { subAccountId: closed.body.subAccount?.id });
    const traderId = await companyIdOf(t, 'trader@demo.example');
    const { body } = await list(owner.token, { search: 'Mercado' });
    const found = body.companies?.find((company) => company.id === traderId);
    expect(found?.subAccounts).toEqual([{ id: open.body.subAccount?.id, name: 'Clientes 2026' }]);
  });

  it('refuses a caller without the transfer permit, and anyone logged out', async () => {
    const refused = await list(ovv.token, {});
    expect(refused.status).toBe(403);
    expect(codeOf(refused)).toBe('ERROR_FORBIDDEN');
    expect((await list(undefined, {})).status).toBe(401);
  });

  it('refuses a limit out of range and a search with a control character', async () => {
    expect((await list(owner.token, { limit: 0 })).status).toBe(400);
    expect((await list(owner.token, { limit: 51 })).status).toBe(400);
    expect((await list(owner.token, { search: 'a\u0000b' })).status).toBe(400);
  });
});

describe('POST /api/company/list/transfer/certifier', () => {
  it("answers a certifier the same companies, with the owner's among them", async () => {
    const { status, body } = await list(certifier.token, { search: 'Bosques' }, true);
    expect(status).toBe(200);
    expect(body.companies?.map((company) => company.name)).toEqual(['Bosques del Pacífico S.A.S.']);
  });

  it('refuses anyone who is not a certifier', async () => {
    const refused = await list(owner.token, {}, true);
    expect(refused.status).toBe(403);
    expect(codeOf(refused)).toBe('ERROR_FORBIDDEN');
  });
});
