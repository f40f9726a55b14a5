import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../../../test/kit/call';
import {
  blockAction,
  certifiedProject,
  issue,
  subAccountAction,
  subAccountsOf,
  transfer,
} from '../../../test/kit/ledger';
import { companyIdOf } from '../../../test/kit/projects';
import { logIn, type Session } from '../../../test/kit/session';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { LedgerContext } from './ledger-context';
import { createSubAccount, renameSubAccount } from './sub-accounts';

/* A company's sub-accounts as its users see them: names, what each holds, open or closed. */

let t: TestApp;
let certifier: Session;
let owner: Session;
let trader: Session;
let ovv: Session;
let traderCompanyId: number;
let serialId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
  const developer = await logIn(t, 'developer@demo.example');
  certifier = await logIn(t, 'certifier@demo.example');
  owner = await logIn(t, 'owner@demo.example');
  trader = await logIn(t, 'trader@demo.example');
  ovv = await logIn(t, 'ovv@demo.example');
  traderCompanyId = await companyIdOf(t, 'trader@demo.example');
  const projectId = await certifiedProject(t, {
    developer: developer.token,
    certifier: certifier.token,
  });
  const issued = await issue(t, certifier.token, {
    projectId,
    vintage: 2025,
    monitoringPeriod: 1,
    quantity: 10,
    bufferSharePercent: 0,
  });
  serialId = issued.body.serialId ?? 0;
}, 60_000);

afterAll(async () => {
  await t.close();
});

const subAccountsOfTrader = async () => (await subAccountsOf(t, trader.token)).body.subAccounts;

describe('sub-accounts', () => {
  it("lists the company's own sub-accounts, in order, with the kg each holds", async () => {
    // The trader's main account holds credits too; it is not a sub-account.
    await transfer(t, owner.token, {
      serialId,
      quantity: 1,
      isKg: false,
      companyId: traderCompanyId,
    });
    const first = await subAccountAction(t, trader.token, 'create', { name: 'Clientes' });
    const second = await subAccountAction(t, trader.token, 'create', { name: 'Reserva' });
    const reserve = second.body.subAccount?.id ?? 0;
    await subAccountAction(t, owner.token, 'create', { name: 'Propia' });
    await transfer(t, owner.token, {
      serialId,
      quantity: 2,
      isKg: false,
      companyId: traderCompanyId,
      subAccountId: reserve,
    });
    expect(await subAccountsOfTrader()).toEqual([
      { id: first.body.subAccount?.id, name: 'Clientes', isOpen: true, quantityKg: 0 },
      { id: reserve, name: 'Reserva', isOpen: true, quantityKg: 2000 },
    ]);
    const renamed = await subAccountAction(t, trader.token, 'rename', {
      subAccountId: reserve,
      name: 'Reserva 2026',
    });
    expect(renamed.body.subAccount).toEqual({
      id: reserve,
      name: 'Reserva 2026',
      isOpen: true,
      quantityKg: 2000,
    });
  });

  it('keeps a sub-account holding locked credits open, and closes it once empty', async () => {
    const created = await subAccountAction(t, trader.token, 'create', { name: 'Bloqueada' });
    const subAccountId = created.body.subAccount?.id ?? 0;
    const sent = await transfer(t, owner.token, {
      serialId,
      quantity: 1,
      isKg: false,
      companyId: traderCompanyId,
      subAccountId,
    });
    const block = sent.body.serialId ?? 0;
    await blockAction(t, certifier.token, 'lock', { serialId: block, reason: 'Auditoría' });
    const locked = await subAccountAction(t, trader.token, 'close', { subAccountId });
    expect([locked.status, codeOf(locked)]).toEqual([400, 'ERROR_LEDGER_SUB_ACCOUNT_NOT_EMPTY']);
    expect((await subAccountsOfTrader())?.find((s) => s.id === subAccountId)?.quantityKg).toBe(
      1000,
    );
    await blockAction(t, certifier.token, 'cancel', { serialId: block, reason: 'Doble conteo' });
    const closed = await subAccountAction(t, trader.token, 'close', { subAccountId });
    expect(closed.body.subAccount).toEqual({
      id: subAccountId,
      name: 'Bloqueada',
      isOpen: false,
      quantityKg: 0,
    });
    expect((await subAccountsOfTrader())?.find((s) => s.id === subAccountId)).toMatchObject({
      isOpen: false,
    });
  });

  it("refuses another company's sub-account and a company without the permit", async () => {
    const created = await subAccountAction(t, trader.token, 'create', { name: 'Ajena' });
    const subAccountId = created.body.subAccount?.id ?? 0;
    const renamed = await subAccountAction(t, owner.token, 'rename', { subAccountId, name: 'Mía' });
    expect([renamed.status, codeOf(renamed)]).toEqual([404, 'ERROR_LEDGER_SUB_ACCOUNT_NOT_FOUND']);
    for (const [action, payload] of [
      ['create', { name: 'Sin permiso' }],
      ['rename', { subAccountId, name: 'Sin permiso' }],
      ['close', { subAccountId }],
    ] as const) {
      const refused = await subAccountAction(t, ovv.token, action, payload);
      expect([refused.status, codeOf(refused)]).toEqual([403, 'ERROR_FORBIDDEN']);
    }
    expect((await subAccountsOfTrader())?.find((s) => s.id === subAccountId)?.name).toBe('Ajena');
  });

  it('never renames or closes the main account as if it were a sub-account', async () => {
    const sent = await transfer(t, owner.token, {
      serialId,
      quantity: 1,
      isKg: false,
      companyId: traderCompanyId,
    });
    const main = sent.body.accountId ?? 0;
    for (const [action, payload] of [
      ['rename', { subAccountId: main, name: 'Principal' }],
      ['close', { subAccountId: main }],
    ] as const) {
      const refused = await subAccountAction(t, trader.token, action, payload);
      expect([refused.status, codeOf(refused)]).toEqual([
        404,
        'ERROR_LEDGER_SUB_ACCOUNT_NOT_FOUND',
      ]);
    }
    expect((await subAccountsOfTrader())?.map((s) => s.id)).not.toContain(main);
  });

  it('trims the names it is given', async () => {
    const ctx: LedgerContext = { db: t.database.db, registryPrefix: 'CR', now: () => new Date() };
    const { subAccount } = await createSubAccount({
      ctx,
      caller: trader.caller,
      input: { name: '  Donaciones ' },
    });
    expect(subAccount.name).toBe('Donaciones');
    const renamed = await renameSubAccount({
      ctx,
      caller: trader.caller,
      input: { subAccountId: subAccount.id, name: ' Donaciones 2026  ' },
    });
    expect(renamed.subAccount.name).toBe('Donaciones 2026');
  });
});
