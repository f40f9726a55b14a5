import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '../../db/schema/blocks';
import { logEvents } from '../../db/schema/log';
import { movements } from '../../db/schema/movements';
import { codeOf } from '../../../test/kit/call';
import {
  blockAction,
  certifiedProject,
  convert,
  issue,
  ledgerPost,
  positionsOf,
  subAccountAction,
  transfer,
} from '../../../test/kit/ledger';
import { companyIdOf, completeDraft, moveProject } from '../../../test/kit/projects';
import { logIn, type Session } from '../../../test/kit/session';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLedgerInvariants } from './invariants';

let t: TestApp;
let developer: Session;
let certifier: Session;
let owner: Session;
let trader: Session;
let ovv: Session;
let traderCompanyId: number;
let ownerCompanyId: number;
let projectId: number;

const ISSUE = { vintage: 2025, monitoringPeriod: 1, quantity: 100, bufferSharePercent: 10 };

beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
  developer = await logIn(t, 'developer@demo.example');
  certifier = await logIn(t, 'certifier@demo.example');
  owner = await logIn(t, 'owner@demo.example');
  trader = await logIn(t, 'trader@demo.example');
  ovv = await logIn(t, 'ovv@demo.example');
  traderCompanyId = await companyIdOf(t, 'trader@demo.example');
  ownerCompanyId = await companyIdOf(t, 'owner@demo.example');
  projectId = await certifiedProject(t, { developer: developer.token, certifier: certifier.token });
}, 60_000);

afterAll(async () => {
  await t.close();
});

/** The caller's positions by serialId. */
async function positions(session: Session) {
  const { body } = await positionsOf(t, session.token);
  return body.positions ?? [];
}

/** A fresh block of `tonnes` in the owner's main account (its own issuance). */
let vintage = 2000;
async function ownerBlock(tonnes: number): Promise<number> {
  vintage += 1;
  const issued = await issue(t, certifier.token, {
    projectId,
    vintage,
    monitoringPeriod: 1,
    quantity: tonnes,
    bufferSharePercent: 0,
  });
  if (!issued.body.serialId) throw new Error(JSON.stringify(issued.body));
  return issued.body.serialId;
}

describe('issue', () => {
  it("issues a certified period: the buffer share to the pool, the rest to the owner's main account", async () => {
    const { status, body } = await issue(t, certifier.token, { projectId, ...ISSUE });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 1, number: 1, quantityKg: 100_000, bufferKg: 10_000 });
    const mine = (await positions(owner)).find((p) => p.serialId === body.serialId);
    expect(mine).toMatchObject({
      projectId,
      quantityKg: 90_000,
      divisible: false,
      status: 'active',
      subAccountId: null,
      accountName: '',
      vintage: 2025,
    });
    expect(mine?.projectName).not.toBe('');
    expect(mine?.serial).toMatch(/^CR-CERCARBONO-CO-CERCARBONO-CO-\d{4}-2025-1-11-100$/);
  });

  it('holds an issuance of a billion tonnes (10^12 kg) exactly', async () => {
    const { body } = await issue(t, certifier.token, {
      projectId,
      vintage: 2040,
      monitoringPeriod: 1,
      quantity: 1_000_000_000,
      bufferSharePercent: 12.5,
    });
    expect(body).toMatchObject({ quantityKg: 1e12, bufferKg: 125_000_000_000 });
    const mine = (await positions(owner)).find((p) => p.serialId === body.serialId);
    expect(mine?.quantityKg).toBe(875_000_000_000);
    expect(mine?.serial).toMatch(/-2040-\d+-125000001-1000000000$/);
  });

  it('refuses a company that is not the certifier of the project', async () => {
    const { status } = await issue(t, owner.token, { projectId, ...ISSUE, vintage: 2026 });
    expect(status).toBe(403);
  });

  it('refuses a project that is not registered or certified, and a period issued twice', async () => {
    const draft = await completeDraft(t, developer.token, 'Borrador sin emisión');
    const notYet = await issue(t, certifier.token, { projectId: draft, ...ISSUE });
    expect([notYet.status, codeOf(notYet)]).toEqual([400, 'ERROR_LEDGER_PROJECT_NOT_ISSUABLE']);
    await moveProject(t, developer.token, draft, { action: 'submit' });
    const submitted = await issue(t, certifier.token, { projectId: draft, ...ISSUE });
    expect(codeOf(submitted)).toBe('ERROR_LEDGER_PROJECT_NOT_ISSUABLE');
    const twice = await issue(t, certifier.token, { projectId, ...ISSUE });
    expect(codeOf(twice)).toBe('ERROR_LEDGER_ALREADY_ISSUED');
  });

  it.each([0, -5, 2.5, 1e13])('refuses a quantity of %s t with a 400', async (quantity) => {
    const { status, body } = await issue(t, certifier.token, { projectId, ...ISSUE, quantity });
    expect(status).toBe(400);
    expect(body.codeMessages[0]?.field).toBe('quantity');
  });
});

describe('transfer', () => {
  it("moves part of a block to another company's main account, the rest stays", async () => {
    const serialId = await ownerBlock(50);
    const { status, body } = await transfer(t, owner.token, {
      serialId,
      quantity: 10,
      isKg: false,
      companyId: traderCompanyId,
    });
    expect(status).toBe(200);
    expect(body.quantityKg).toBe(10_000);
    const received = (await positions(trader)).find((p) => p.serialId === body.serialId);
    expect(received).toMatchObject({ quantityKg: 10_000, divisible: false });
    expect(received?.serial).toMatch(/-1-10$/);
    const kept = (await positions(owner)).find((p) => p.serialId === serialId);
    expect(kept?.quantityKg).toBe(40_000);
    expect(kept?.serial).toMatch(/-11-50$/);
  });

  it('moves a whole block between own accounts (main to sub-account)', async () => {
    const serialId = await ownerBlock(5);
    const created = await subAccountAction(t, owner.token, 'create', { name: 'Compensaciones' });
    const subAccountId = created.body.subAccount?.id ?? 0;
    const { body } = await transfer(t, owner.token, {
      serialId,
      quantity: 5,
      isKg: false,
      companyId: ownerCompanyId,
      subAccountId,
    });
    expect(body.serialId).toBe(serialId);
    const moved = (await positions(owner)).find((p) => p.serialId === serialId);
    expect(moved).toMatchObject({ subAccountId, accountName: 'Compensaciones', quantityKg: 5000 });
    const again = await transfer(t, owner.token, {
      serialId,
      quantity: 5,
      isKg: false,
      companyId: ownerCompanyId,
      subAccountId,
    });
    expect(codeOf(again)).toBe('ERROR_LEDGER_SAME_ACCOUNT');
  });

  it("refuses another company's block, more than held and kg of a block in tonnes", async () => {
    const serialId = await ownerBlock(3);
    const base = { serialId, isKg: false, companyId: traderCompanyId };
    const stolen = await transfer(t, trader.token, { ...base, quantity: 1 });
    expect([stolen.status, codeOf(stolen)]).toEqual([404, 'ERROR_LEDGER_BLOCK_NOT_FOUND']);
    const tooMuch = await transfer(t, owner.token, { ...base, quantity: 4 });
    expect(codeOf(tooMuch)).toBe('ERROR_LEDGER_NOT_ENOUGH');
    const inKg = await transfer(t, owner.token, { ...base, quantity: 500, isKg: true });
    expect(codeOf(inKg)).toBe('ERROR_LEDGER_NOT_DIVISIBLE');
    const nobody = await transfer(t, owner.token, { ...base, quantity: 1, companyId: 999_999 });
    expect(codeOf(nobody)).toBe('ERROR_LEDGER_RECEIVER_NOT_FOUND');
    expect((await positions(owner)).find((p) => p.serialId === serialId)?.quantityKg).toBe(3000);
  });

  it.each([0, -1, 1.5, 1e13])('refuses a quantity of %s with a 400', async (quantity) => {
    const { status, body } = await transfer(t, owner.token, {
      serialId: 1,
      quantity,
      isKg: false,
      companyId: traderCompanyId,
    });
    expect(status).toBe(400);
    expect(body.codeMessages[0]?.field).toBe('quantity');
  });

  it('refuses a company without the transfer permit', async () => {
    const { status } = await transfer(t, ovv.token, {
      serialId: 1,
      quantity: 1,
      isKg: false,
      companyId: traderCompanyId,
    });
    expect(status).toBe(403);
  });

  it('refuses a locked block, a retired block and a closed sub-account', async () => {
    const serialId = await ownerBlock(4);
    const base = { serialId, quantity: 1, isKg: false, companyId: traderCompanyId };
    await blockAction(t, certifier.token, 'lock', { serialId, reason: 'Auditoría' });
    expect(codeOf(await transfer(t, owner.token, base))).toBe('ERROR_LEDGER_BLOCK_NOT_ACTIVE');
    await blockAction(t, certifier.token, 'unlock', { serialId, reason: 'Auditoría cerrada' });
    const created = await subAccountAction(t, trader.token, 'create', { name: 'Cerrada' });
    const subAccountId = created.body.subAccount?.id ?? 0;
    await subAccountAction(t, trader.token, 'close', { subAccountId });
    const closed = await transfer(t, owner.token, { ...base, subAccountId });
    expect(codeOf(closed)).toBe('ERROR_LEDGER_SUB_ACCOUNT_CLOSED');
    const foreignSub = await transfer(t, owner.token, {
      ...base,
      companyId: ownerCompanyId,
      subAccountId,
    });
    expect(codeOf(foreignSub)).toBe('ERROR_LEDGER_SUB_ACCOUNT_NOT_FOUND');
    // Retirement is 4.4's; a retired block is refused here already.
    await t.database.db.update(blocks).set({ status: 'retired' }).where(eq(blocks.id, serialId));
    const retired = await transfer(t, owner.token, base);
    expect(codeOf(retired)).toBe('ERROR_LEDGER_BLOCK_NOT_ACTIVE');
  });

  it('refuses to move credits of a suspended project, and moves them again once resumed', async () => {
    const serialId = await ownerBlock(2);
    const base = { serialId, quantity: 1, isKg: false, companyId: traderCompanyId };
    await moveProject(t, certifier.token, projectId, { action: 'suspend', reason: 'Revisión' });
    const frozen = await transfer(t, owner.token, base);
    expect(codeOf(frozen)).toBe('ERROR_LEDGER_PROJECT_FROZEN');
    await moveProject(t, certifier.token, projectId, { action: 'resume', reason: 'Aclarado' });
    expect((await transfer(t, owner.token, base)).status).toBe(200);
  });
});

describe('convert to kg', () => {
  it('splits whole tonnes off as a divisible block that then moves in kg', async () => {
    const serialId = await ownerBlock(5);
    const converted = await convert(t, owner.token, { serialId, quantity: 2 });
    expect(converted.body.quantityKg).toBe(2000);
    const kgBlock = converted.body.serialId ?? 0;
    const mine = await positions(owner);
    expect(mine.find((p) => p.serialId === kgBlock)).toMatchObject({
      divisible: true,
      quantityKg: 2000,
    });
    expect(mine.find((p) => p.serialId === kgBlock)?.serial).toMatch(/-1kg-2000kg$/);
    expect(mine.find((p) => p.serialId === serialId)?.quantityKg).toBe(3000);
    const moved = await transfer(t, owner.token, {
      serialId: kgBlock,
      quantity: 500,
      isKg: true,
      companyId: traderCompanyId,
    });
    expect((await positions(trader)).find((p) => p.serialId === moved.body.serialId)).toMatchObject(
      { quantityKg: 500, divisible: true },
    );
    const twice = await convert(t, owner.token, { serialId: kgBlock, quantity: 1 });
    expect(codeOf(twice)).toBe('ERROR_LEDGER_ALREADY_DIVISIBLE');
    const tooMuch = await convert(t, owner.token, { serialId, quantity: 4 });
    expect(codeOf(tooMuch)).toBe('ERROR_LEDGER_NOT_ENOUGH');
  });

  it('needs the retire permit', async () => {
    expect((await convert(t, certifier.token, { serialId: 1, quantity: 1 })).status).toBe(403);
  });
});

describe('lock, unlock and cancel', () => {
  it("are the project certifier's, with a reason", async () => {
    const serialId = await ownerBlock(1);
    expect((await blockAction(t, trader.token, 'lock', { serialId, reason: 'x' })).status).toBe(
      403,
    );
    const noReason = await blockAction(t, certifier.token, 'lock', { serialId, reason: ' ' });
    expect(noReason.status).toBe(400);
    await blockAction(t, certifier.token, 'lock', { serialId, reason: 'Auditoría' });
    expect((await positions(owner)).find((p) => p.serialId === serialId)?.status).toBe('locked');
    const relock = await blockAction(t, certifier.token, 'lock', { serialId, reason: 'Otra' });
    expect(codeOf(relock)).toBe('ERROR_LEDGER_BLOCK_NOT_ACTIVE');
    await blockAction(t, certifier.token, 'unlock', { serialId, reason: 'Listo' });
    expect((await positions(owner)).find((p) => p.serialId === serialId)?.status).toBe('active');
    const notLocked = await blockAction(t, certifier.token, 'unlock', { serialId, reason: 'x' });
    expect(codeOf(notLocked)).toBe('ERROR_LEDGER_BLOCK_NOT_LOCKED');
  });

  it('cancels a block for good: gone from the positions, and the database refuses to change it', async () => {
    const serialId = await ownerBlock(1);
    const cancelled = await blockAction(t, certifier.token, 'cancel', {
      serialId,
      reason: 'Doble conteo',
    });
    expect(cancelled.status).toBe(200);
    expect((await positions(owner)).some((p) => p.serialId === serialId)).toBe(false);
    const moved = await transfer(t, owner.token, {
      serialId,
      quantity: 1,
      isKg: false,
      companyId: traderCompanyId,
    });
    expect(codeOf(moved)).toBe('ERROR_LEDGER_BLOCK_NOT_FOUND');
    await expect(
      t.database.db.update(blocks).set({ status: 'active' }).where(eq(blocks.id, serialId)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(blocks).where(eq(blocks.id, serialId))).rejects.toThrow();
  });
});

describe('sub-accounts', () => {
  it('creates, renames, lists and closes only an empty one', async () => {
    const created = await subAccountAction(t, trader.token, 'create', { name: 'Clientes' });
    const subAccountId = created.body.subAccount?.id ?? 0;
    const renamed = await subAccountAction(t, trader.token, 'rename', {
      subAccountId,
      name: 'Clientes 2026',
    });
    expect(renamed.body.subAccount).toMatchObject({ name: 'Clientes 2026', isOpen: true });
    const serialId = await ownerBlock(1);
    await transfer(t, owner.token, {
      serialId,
      quantity: 1,
      isKg: false,
      companyId: traderCompanyId,
      subAccountId,
    });
    const full = await subAccountAction(t, trader.token, 'close', { subAccountId });
    expect(codeOf(full)).toBe('ERROR_LEDGER_SUB_ACCOUNT_NOT_EMPTY');
    const foreign = await subAccountAction(t, owner.token, 'close', { subAccountId });
    expect(foreign.status).toBe(404);
    await transfer(t, trader.token, {
      serialId,
      quantity: 1,
      isKg: false,
      companyId: traderCompanyId,
    });
    const closed = await subAccountAction(t, trader.token, 'close', { subAccountId });
    expect(closed.body.subAccount).toMatchObject({ isOpen: false, quantityKg: 0 });
  });
});

describe('Idempotency-Key', () => {
  it('answers the first answer again for the same body, 422 for another, per company', async () => {
    const serialId = await ownerBlock(10);
    const payload = { serialId, quantity: 1, isKg: false, companyId: traderCompanyId };
    const first = await transfer(t, owner.token, payload, 'pay-0001');
    const again = await transfer(t, owner.token, payload, 'pay-0001');
    expect(again.body.movementId).toBe(first.body.movementId);
    expect((await positions(owner)).find((p) => p.serialId === serialId)?.quantityKg).toBe(9000);
    const other = await transfer(t, owner.token, { ...payload, quantity: 2 }, 'pay-0001');
    expect([other.status, codeOf(other)]).toEqual([422, 'ERROR_IDEMPOTENCY_KEY_REUSED']);
    // Another company's key of the same name is its own.
    const traderKey = await ledgerPost(
      t,
      trader.token,
      '/sub-accounts/create',
      { name: 'Mismo' },
      'pay-0001',
    );
    expect(traderKey.body.subAccount?.name).toBe('Mismo');
  });
});

describe('the ledger as a whole', () => {
  it('keeps every invariant and writes one log event per movement', async () => {
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
    const [moves] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(movements);
    const [events] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(logEvents)
      .where(sql`${logEvents.kind} like 'ledger.%'`);
    expect(moves?.n).toBeGreaterThan(10);
    expect(events?.n).toBe(moves?.n);
  });
});
