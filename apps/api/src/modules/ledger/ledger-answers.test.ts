import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertifiedMovement } from '@registry/contract/ledger/certifier-api';
import { issuances } from '../../db/schema/issuances';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import { call, codeOf, type Answer } from '../../../test/kit/call';
import {
  actorOf,
  blockAction,
  certifiedProject,
  convert,
  issue,
  ledgerLeaves,
  openLeaf,
  ledgerPost,
  transfer,
} from '../../../test/kit/ledger';
import { companyIdOf, completeDraft, moveProject } from '../../../test/kit/projects';
import { logIn, type Session } from '../../../test/kit/session';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { changeBlockStatus } from './change-block-status';
import type { LedgerContext } from './ledger-context';
import { reverseMovement } from './reverse-movement';

/*
 * What the ledger's actions answer besides their status: the ids and kg of
 * each answer, the words of each refusal, the movement the certifier sees,
 * and the leaf each movement puts in the public transparency log.
 */

let t: TestApp;
let ctx: LedgerContext;
let developer: Session;
let certifier: Session;
let owner: Session;
let trader: Session;
let ovv: Session;
let ownerCompanyId: number;
let traderCompanyId: number;
let projectId: number;
let ownerMain: number;
let traderMain: number;

const L = '/api/platform/ledger';

beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
  ctx = { db: t.database.db, registryPrefix: 'CR', now: () => new Date() };
  developer = await logIn(t, 'developer@demo.example');
  certifier = await logIn(t, 'certifier@demo.example');
  owner = await logIn(t, 'owner@demo.example');
  trader = await logIn(t, 'trader@demo.example');
  ovv = await logIn(t, 'ovv@demo.example');
  ownerCompanyId = await companyIdOf(t, 'owner@demo.example');
  traderCompanyId = await companyIdOf(t, 'trader@demo.example');
  projectId = await certifiedProject(t, { developer: developer.token, certifier: certifier.token });
  // The first issuance makes the owner's main account; a transfer makes the trader's.
  const first = await issue(t, certifier.token, {
    projectId,
    vintage: 2025,
    monitoringPeriod: 1,
    quantity: 15,
    bufferSharePercent: 10,
  });
  if (!first.body.serialId) throw new Error(JSON.stringify(first.body));
  await transfer(t, owner.token, {
    serialId: first.body.serialId,
    quantity: 1,
    isKg: false,
    companyId: traderCompanyId,
  });
  ownerMain = await accountOf(ownerCompanyId, 'main');
  traderMain = await accountOf(traderCompanyId, 'main');
}, 60_000);

afterAll(async () => {
  await t.close();
});

async function accountOf(companyId: number | null, kind: 'main' | 'buffer' | 'cancellation') {
  const [row] = await t.database.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        companyId === null ? undefined : eq(ledgerAccounts.companyId, companyId),
        eq(ledgerAccounts.kind, kind),
      ),
    );
  if (!row) throw new Error(`no ${kind} account`);
  return row.id;
}

/** The leaves that match, their account commitments opened to account ids (decision 028). */
const leafWhere = async (match: (leaf: Record<string, unknown>) => boolean) =>
  Promise.all((await ledgerLeaves(t, match)).map((leaf) => openLeaf(t, leaf)));

const messageOf = (answer: { body: { codeMessages: { message?: string }[] } }) =>
  answer.body.codeMessages[0]?.message;

/** The project's movements as its certifier lists them. */
async function movementsSeen(): Promise<CertifiedMovement[]> {
  const { body } = await call<Answer & { movements?: CertifiedMovement[] }>(
    t,
    'GET',
    `${L}/projects/${projectId}/movements`,
    { token: certifier.token },
  );
  return body.movements ?? [];
}

/** A fresh block of `tonnes` in the owner's main account (its own issuance, no buffer). */
let vintage = 2040;
async function ownerBlock(tonnes: number) {
  vintage += 1;
  const { body } = await issue(t, certifier.token, {
    projectId,
    vintage,
    monitoringPeriod: 1,
    quantity: tonnes,
    bufferSharePercent: 0,
  });
  if (!body.serialId || !body.issuanceId) throw new Error(JSON.stringify(body));
  expect(body.bufferSerialId).toBeNull();
  return { serialId: body.serialId, issuanceId: body.issuanceId };
}

const snapshot = (fields: {
  id: number;
  issuanceId: number;
  fromKg: number;
  toKg: number;
  accountId: number;
  status?: string;
  divisible?: boolean;
  parentId?: number | null;
}) => ({ status: 'active', divisible: false, parentId: null, ...fields });

describe('issue answers', () => {
  it('numbers the issuances, rounds the buffer down to whole tonnes and logs both blocks', async () => {
    const { body } = await issue(t, certifier.token, {
      projectId,
      vintage: 2026,
      monitoringPeriod: 1,
      quantity: 15,
      bufferSharePercent: 10,
      labels: ['REDD+'],
    });
    // 10 % of 15 t is 1.5 t: the buffer keeps 1 t.
    expect(body).toMatchObject({ status: 1, number: 2, quantityKg: 15_000, bufferKg: 1000 });
    const issuanceId = body.issuanceId ?? 0;
    const [stored] = await t.database.db
      .select({ labels: issuances.labels, bufferShareBp: issuances.bufferShareBp })
      .from(issuances)
      .where(eq(issuances.id, issuanceId));
    expect(stored).toEqual({ labels: ['REDD+'], bufferShareBp: 1000 });
    const buffer = await accountOf(null, 'buffer');
    const [leaf] = await leafWhere((l) => l.kind === 'ledger.issue' && l.issuanceId === issuanceId);
    expect(leaf).toEqual({
      kind: 'ledger.issue',
      version: 2,
      movementId: expect.any(Number),
      issuanceId,
      quantityKg: 15_000,
      blocksBefore: [],
      blocksAfter: [
        snapshot({
          id: body.bufferSerialId ?? 0,
          issuanceId,
          fromKg: 1,
          toKg: 1000,
          accountId: buffer,
        }),
        snapshot({
          id: body.serialId ?? 0,
          issuanceId,
          fromKg: 1001,
          toKg: 15_000,
          accountId: ownerMain,
        }),
      ],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
  });

  it('sends everything to the buffer pool at 100 %', async () => {
    const { body } = await issue(t, certifier.token, {
      projectId,
      vintage: 2027,
      monitoringPeriod: 1,
      quantity: 3,
      bufferSharePercent: 100,
    });
    expect(body).toMatchObject({ quantityKg: 3000, bufferKg: 3000, serialId: null });
    expect(body.bufferSerialId).toEqual(expect.any(Number));
  });

  it('names the refusals: no such project, not the certifier, a draft', async () => {
    const base = { vintage: 2028, monitoringPeriod: 1, quantity: 1, bufferSharePercent: 0 };
    const missing = await issue(t, certifier.token, { ...base, projectId: 999_999 });
    expect([missing.status, codeOf(missing)]).toEqual([404, 'ERROR_PROJECT_NOT_FOUND']);
    const stranger = await issue(t, trader.token, { ...base, projectId });
    expect([stranger.status, codeOf(stranger)]).toEqual([403, 'ERROR_FORBIDDEN']);
    const draft = await completeDraft(t, developer.token, 'Borrador de respuestas');
    const notYet = await issue(t, certifier.token, { ...base, projectId: draft });
    expect(messageOf(notYet)).toBe(
      'Credits are issued only for a registered or certified project; this one is draft.',
    );
  });
});

describe('transfer and convert answers', () => {
  it("answers the receiver's account and logs the split with both blocks", async () => {
    const { serialId, issuanceId } = await ownerBlock(5);
    const sent = await transfer(t, owner.token, {
      serialId,
      quantity: 2,
      isKg: false,
      companyId: traderCompanyId,
    });
    expect(sent.body).toMatchObject({ quantityKg: 2000, accountId: traderMain });
    const movementId = sent.body.movementId ?? 0;
    const [leaf] = await leafWhere((l) => l.movementId === movementId);
    expect(leaf).toMatchObject({
      kind: 'ledger.transfer',
      issuanceId,
      quantityKg: 2000,
      blocksBefore: [
        snapshot({ id: serialId, issuanceId, fromKg: 1, toKg: 5000, accountId: ownerMain }),
      ],
      blocksAfter: [
        snapshot({
          id: sent.body.serialId ?? 0,
          issuanceId,
          fromKg: 1,
          toKg: 2000,
          accountId: traderMain,
          parentId: serialId,
        }),
        snapshot({ id: serialId, issuanceId, fromKg: 2001, toKg: 5000, accountId: ownerMain }),
      ],
    });
    const received = await call<Answer & { notifications?: { payload: unknown }[] }>(
      t,
      'GET',
      '/api/platform/projectCompanyTransfer/notifications/transfers',
      { token: trader.token },
    );
    expect(received.body.notifications?.map((n) => n.payload)).toContainEqual(
      expect.objectContaining({
        movementId,
        projectId,
        quantityKg: 2000,
        sender: 'Bosques del Pacífico S.A.S.',
      }),
    );
  });

  it('converts a whole block in place and logs it as divisible in the same account', async () => {
    const { serialId, issuanceId } = await ownerBlock(2);
    const converted = await convert(t, owner.token, { serialId, quantity: 2 });
    expect(converted.body).toMatchObject({ serialId, quantityKg: 2000, accountId: ownerMain });
    const [leaf] = await leafWhere((l) => l.movementId === converted.body.movementId);
    expect(leaf).toMatchObject({
      kind: 'ledger.convertToKg',
      blocksAfter: [
        snapshot({
          id: serialId,
          issuanceId,
          fromKg: 1,
          toKg: 2000,
          accountId: ownerMain,
          divisible: true,
        }),
      ],
    });
  });

  it('tells the holder what it holds, what blocks it, and refuses unknown serials', async () => {
    const { serialId } = await ownerBlock(3);
    const base = { serialId, isKg: false, companyId: traderCompanyId };
    const tooMuch = await transfer(t, owner.token, { ...base, quantity: 4 });
    expect(messageOf(tooMuch)).toBe('That serial holds 3000 kg; you asked for 4000 kg.');
    for (const unknown of [
      await transfer(t, owner.token, { ...base, serialId: 999_999, quantity: 1 }),
      await convert(t, owner.token, { serialId: 999_999, quantity: 1 }),
    ]) {
      expect([unknown.status, codeOf(unknown)]).toEqual([404, 'ERROR_LEDGER_BLOCK_NOT_FOUND']);
    }
    const foreign = await convert(t, trader.token, { serialId, quantity: 1 });
    expect(codeOf(foreign)).toBe('ERROR_LEDGER_BLOCK_NOT_FOUND');
    for (const forbidden of [
      await transfer(t, ovv.token, { ...base, quantity: 1 }),
      await convert(t, ovv.token, { serialId, quantity: 1 }),
    ]) {
      expect([forbidden.status, codeOf(forbidden)]).toEqual([403, 'ERROR_FORBIDDEN']);
    }

    await blockAction(t, certifier.token, 'lock', { serialId, reason: 'Auditoría' });
    const locked = await transfer(t, owner.token, { ...base, quantity: 1 });
    expect(messageOf(locked)).toBe('These credits are locked and cannot move.');
    expect(codeOf(await convert(t, owner.token, { serialId, quantity: 1 }))).toBe(
      'ERROR_LEDGER_BLOCK_NOT_ACTIVE',
    );
    await blockAction(t, certifier.token, 'unlock', { serialId, reason: 'Auditoría cerrada' });

    await moveProject(t, certifier.token, projectId, { action: 'suspend', reason: 'Revisión' });
    try {
      const frozen = await transfer(t, owner.token, { ...base, quantity: 1 });
      expect(messageOf(frozen)).toBe(
        'The project of these credits is suspended: its credits cannot move.',
      );
      const frozenConvert = await convert(t, owner.token, { serialId, quantity: 1 });
      expect(codeOf(frozenConvert)).toBe('ERROR_LEDGER_PROJECT_FROZEN');
    } finally {
      await moveProject(t, certifier.token, projectId, { action: 'resume', reason: 'Aclarado' });
    }
    expect((await convert(t, owner.token, { serialId, quantity: 1 })).status).toBe(200);
  });
});

describe("the certifier's lock, unlock and cancel answers", () => {
  it('answer the whole block, its account, and the movement with its reason', async () => {
    const { serialId, issuanceId } = await ownerBlock(2);
    const locked = await blockAction(t, certifier.token, 'lock', { serialId, reason: 'Auditoría' });
    expect(locked.body).toMatchObject({ serialId, quantityKg: 2000, accountId: ownerMain });
    const [leaf] = await leafWhere((l) => l.movementId === locked.body.movementId);
    expect(leaf).toMatchObject({
      kind: 'ledger.lock',
      quantityKg: 2000,
      blocksBefore: [
        snapshot({ id: serialId, issuanceId, fromKg: 1, toKg: 2000, accountId: ownerMain }),
      ],
      blocksAfter: [
        snapshot({
          id: serialId,
          issuanceId,
          fromKg: 1,
          toKg: 2000,
          accountId: ownerMain,
          status: 'locked',
        }),
      ],
    });
    expect(leaf).not.toHaveProperty('reason');

    // A locked block may be cancelled too; it goes to the cancellation account.
    const cancellation = await accountOf(null, 'cancellation');
    const cancelled = await blockAction(t, certifier.token, 'cancel', {
      serialId,
      reason: 'Doble conteo',
    });
    expect(cancelled.body).toMatchObject({ serialId, quantityKg: 2000, accountId: cancellation });
    const seen = (await movementsSeen()).find((m) => m.id === cancelled.body.movementId);
    expect(seen).toMatchObject({
      kind: 'cancel',
      quantityKg: 2000,
      fromAccountId: ownerMain,
      toAccountId: cancellation,
      reason: 'Doble conteo',
    });
    const again = await blockAction(t, certifier.token, 'cancel', { serialId, reason: 'Otra vez' });
    expect(messageOf(again)).toBe('These credits are cancelled and cannot move.');
    const unlock = await blockAction(t, certifier.token, 'unlock', { serialId, reason: 'Otra' });
    expect(codeOf(unlock)).toBe('ERROR_LEDGER_BLOCK_NOT_LOCKED');
    expect(await actorOf(t, cancelled.body.movementId)).toEqual({
      actorCompanyId: certifier.caller.companyId,
      actorUserId: certifier.caller.userId,
    });
    const missing = await blockAction(t, certifier.token, 'lock', {
      serialId: 999_999,
      reason: 'x',
    });
    expect([missing.status, codeOf(missing)]).toEqual([404, 'ERROR_LEDGER_BLOCK_NOT_FOUND']);
    const stranger = await blockAction(t, trader.token, 'cancel', { serialId, reason: 'x' });
    expect(codeOf(stranger)).toBe('ERROR_FORBIDDEN');
  });

  it('keep the reason trimmed, and refuse one of blanks', async () => {
    const { serialId } = await ownerBlock(1);
    const input = { serialId, reason: '   ' };
    await expect(
      changeBlockStatus('lock', { ctx, caller: certifier.caller, input }),
    ).rejects.toMatchObject({ code: 'ERROR_LEDGER_REASON_REQUIRED', httpStatus: 400 });
    const locked = await changeBlockStatus('lock', {
      ctx,
      caller: certifier.caller,
      input: { serialId, reason: '  Auditoría  ' },
    });
    const seen = (await movementsSeen()).find((m) => m.id === locked.movementId);
    expect(seen?.reason).toBe('Auditoría');
  });
});

describe('reverse answers', () => {
  /** A whole block of the owner's, sent to the trader; the transfer's movement id. */
  async function sentToTrader(tonnes: number) {
    const { serialId, issuanceId } = await ownerBlock(tonnes);
    const sent = await transfer(t, owner.token, {
      serialId,
      quantity: tonnes,
      isKg: false,
      companyId: traderCompanyId,
    });
    return { serialId, issuanceId, movementId: sent.body.movementId ?? 0 };
  }
  const reverse = (movementId: number, token = certifier.token) =>
    ledgerPost(t, token, `${L}/reverse`, { movementId, reason: 'Enviado por error' });

  it('takes the block back to the sender and logs where it went', async () => {
    const { serialId, issuanceId, movementId } = await sentToTrader(2);
    const stranger = await reverse(movementId, trader.token);
    expect(codeOf(stranger)).toBe('ERROR_FORBIDDEN');
    const reversed = await reverse(movementId);
    expect(reversed.body).toMatchObject({ serialId, quantityKg: 2000, accountId: ownerMain });
    const [leaf] = await leafWhere((l) => l.movementId === reversed.body.movementId);
    expect(leaf).toMatchObject({
      kind: 'ledger.reverse',
      quantityKg: 2000,
      blocksBefore: [
        snapshot({ id: serialId, issuanceId, fromKg: 1, toKg: 2000, accountId: traderMain }),
      ],
      blocksAfter: [
        snapshot({ id: serialId, issuanceId, fromKg: 1, toKg: 2000, accountId: ownerMain }),
      ],
    });
    const seen = (await movementsSeen()).find((m) => m.id === reversed.body.movementId);
    expect(seen).toMatchObject({ kind: 'reverse', reason: 'Enviado por error' });
    expect(await actorOf(t, reversed.body.movementId)).toEqual({
      actorCompanyId: certifier.caller.companyId,
      actorUserId: certifier.caller.userId,
    });
  });

  it('refuses once the block was split, locked or moved on, and an unknown movement', async () => {
    const split = await sentToTrader(3);
    await transfer(t, trader.token, {
      serialId: split.serialId,
      quantity: 1,
      isKg: false,
      companyId: ownerCompanyId,
    });
    const locked = await sentToTrader(1);
    await blockAction(t, certifier.token, 'lock', {
      serialId: locked.serialId,
      reason: 'Revisión',
    });
    const moved = await sentToTrader(1);
    const sub = await ledgerPost(t, trader.token, `${L}/sub-accounts/create`, { name: 'Otra' });
    await transfer(t, trader.token, {
      serialId: moved.serialId,
      quantity: 1,
      isKg: false,
      companyId: traderCompanyId,
      subAccountId: sub.body.subAccount?.id ?? 0,
    });
    for (const { movementId } of [split, locked, moved]) {
      const refused = await reverse(movementId);
      expect([refused.status, codeOf(refused)]).toEqual([400, 'ERROR_LEDGER_NOT_REVERSIBLE']);
    }
    // A conversion is no transfer, though its block still sits where it left it.
    const { serialId: kept } = await ownerBlock(1);
    const converted = await convert(t, owner.token, { serialId: kept, quantity: 1 });
    const notTransfer = await reverse(converted.body.movementId ?? 0);
    expect(codeOf(notTransfer)).toBe('ERROR_LEDGER_NOT_REVERSIBLE');
    const missing = await reverse(999_999);
    expect([missing.status, codeOf(missing)]).toEqual([404, 'ERROR_LEDGER_MOVEMENT_NOT_FOUND']);
    await expect(
      reverseMovement({
        ctx,
        caller: certifier.caller,
        input: { movementId: split.movementId, reason: ' ' },
      }),
    ).rejects.toMatchObject({ code: 'ERROR_LEDGER_REASON_REQUIRED' });
  });
});
