import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { issuances } from '../../db/schema/issuances';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import { codeOf } from '../../../test/kit/call';
import {
  actorOf,
  certifiedProject,
  convert,
  freshIssuance,
  issue,
  ledgerLeaves,
  openLeaf,
  openLedgerScene,
  positionsOf,
  registeredProject,
  subAccountAction,
  subAccountsOf,
  transfer,
  type LedgerScene,
} from '../../../test/kit/ledger';
import { moveProject } from '../../../test/kit/projects';
import { logIn, type Session } from '../../../test/kit/session';

/*
 * What the ledger keeps of each movement for an auditor: where the credits
 * landed, who moved them (the movement row's actor, never published) and, in
 * the public log's leaf, the blocks as they were before and after a split.
 */

let scene: LedgerScene;
let trader: Session;
let developer: Session;

beforeAll(async () => {
  scene = await openLedgerScene();
  trader = await logIn(scene.t, 'trader@demo.example');
  developer = await logIn(scene.t, 'developer@demo.example');
}, 60_000);

afterAll(async () => {
  await scene.t.close();
});

const whoIs = (session: Session) => ({
  actorCompanyId: session.caller.companyId,
  actorUserId: session.caller.userId,
});

// First in the file: the trader has no main account until it first receives.
describe("the receiver's account", () => {
  it('is its main account, made on first receipt, though it already keeps a sub-account', async () => {
    const { t, certifier, owner, projectId, traderCompanyId } = scene;
    const created = await subAccountAction(t, trader.token, 'create', { name: 'Reserva' });
    const subAccountId = created.body.subAccount?.id ?? 0;
    const { serialId } = await freshIssuance(t, certifier.token, projectId, 2);
    const sent = await transfer(t, owner.token, {
      serialId,
      quantity: 2,
      isKg: false,
      companyId: traderCompanyId,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.accountId).not.toBe(subAccountId);
    const held = (await positionsOf(t, trader.token)).body.positions ?? [];
    expect(held.find((p) => p.serialId === serialId)).toMatchObject({
      quantityKg: 2000,
      subAccountId: null,
    });
    const subs = (await subAccountsOf(t, trader.token)).body.subAccounts ?? [];
    expect(subs.find((a) => a.id === subAccountId)?.quantityKg).toBe(0);
    const [made] = await t.database.db
      .select({
        kind: ledgerAccounts.kind,
        name: ledgerAccounts.name,
        companyId: ledgerAccounts.companyId,
      })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, sent.body.accountId ?? 0));
    expect(made).toEqual({ kind: 'main', name: '', companyId: traderCompanyId });

    // Its main account named as a sub-account is no sub-account of its.
    const { serialId: next } = await freshIssuance(t, certifier.token, projectId, 1);
    const asSub = await transfer(t, owner.token, {
      serialId: next,
      quantity: 1,
      isKg: false,
      companyId: traderCompanyId,
      subAccountId: sent.body.accountId ?? 0,
    });
    expect([asSub.status, codeOf(asSub)]).toEqual([404, 'ERROR_LEDGER_SUB_ACCOUNT_NOT_FOUND']);
  });
});

describe('the actor of each movement', () => {
  it('records the certifier who issued, the owner who sent and the trader who converted', async () => {
    const { t, certifier, owner, projectId } = scene;
    const issued = await issue(t, certifier.token, {
      projectId,
      vintage: 2031,
      monitoringPeriod: 7,
      quantity: 4,
      bufferSharePercent: 25,
    });
    const [issueLeaf] = await ledgerLeaves(
      t,
      (l) => l.kind === 'ledger.issue' && l.issuanceId === issued.body.issuanceId,
    );
    expect(await actorOf(t, issueLeaf?.movementId as number)).toEqual(whoIs(certifier));

    const sent = await transfer(t, owner.token, {
      serialId: issued.body.serialId ?? 0,
      quantity: 3,
      isKg: false,
      companyId: scene.traderCompanyId,
    });
    expect(await actorOf(t, sent.body.movementId)).toEqual(whoIs(owner));

    const converted = await convert(t, trader.token, {
      serialId: sent.body.serialId ?? 0,
      quantity: 1,
    });
    expect(converted.status).toBe(200);
    expect(await actorOf(t, converted.body.movementId)).toEqual(whoIs(trader));
  });
});

describe("a split conversion's leaf", () => {
  it('shows the whole block before, then the divisible part and the rest after', async () => {
    const { t, certifier, owner, projectId } = scene;
    const { serialId, issuanceId } = await freshIssuance(t, certifier.token, projectId, 3);
    const converted = await convert(t, owner.token, { serialId, quantity: 1 });
    expect(converted.body).toMatchObject({ quantityKg: 1000 });
    const part = converted.body.serialId ?? 0;
    expect(part).not.toBe(serialId);
    const [shown] = await ledgerLeaves(t, (l) => l.movementId === converted.body.movementId);
    if (!shown) throw new Error('the conversion wrote no leaf');
    const leaf = await openLeaf(t, shown);
    const block = (fields: object) => ({
      issuanceId,
      accountId: converted.body.accountId,
      status: 'active',
      divisible: false,
      parentId: null,
      ...fields,
    });
    expect(leaf).toEqual({
      kind: 'ledger.convertToKg',
      version: 2,
      movementId: converted.body.movementId,
      issuanceId,
      quantityKg: 1000,
      blocksBefore: [block({ id: serialId, fromKg: 1, toKg: 3000 })],
      blocksAfter: [
        block({ id: part, fromKg: 1, toKg: 1000, divisible: true, parentId: serialId }),
        block({ id: serialId, fromKg: 1001, toKg: 3000 }),
      ],
      createdAt: expect.stringMatching(/Z$/),
    });
  });
});

describe('the state of the project', () => {
  it("lets a registered project's period be issued, with no labels when none are given", async () => {
    const { t, certifier } = scene;
    const registered = await registeredProject(
      t,
      { developer: developer.token, certifier: certifier.token },
      'Registrado sin certificar',
    );
    const issued = await issue(t, certifier.token, {
      projectId: registered,
      vintage: 2032,
      monitoringPeriod: 1,
      quantity: 2,
      bufferSharePercent: 0,
    });
    expect(issued.body).toMatchObject({ status: 1, number: 1, quantityKg: 2000, bufferKg: 0 });
    const [stored] = await t.database.db
      .select({ labels: issuances.labels })
      .from(issuances)
      .where(eq(issuances.id, issued.body.issuanceId ?? 0));
    expect(stored?.labels).toEqual([]);
  });

  it("keeps a cancelled project's credits where they are, and says why", async () => {
    const { t, certifier, owner, traderCompanyId } = scene;
    const tokens = { developer: developer.token, certifier: certifier.token };
    const cancelled = await certifiedProject(t, tokens, 'Cancelado con créditos');
    const { serialId } = await freshIssuance(t, certifier.token, cancelled, 2);
    await moveProject(t, certifier.token, cancelled, { action: 'cancel', reason: 'Fraude' });
    const sent = await transfer(t, owner.token, {
      serialId,
      quantity: 1,
      isKg: false,
      companyId: traderCompanyId,
    });
    expect([sent.status, codeOf(sent)]).toEqual([400, 'ERROR_LEDGER_PROJECT_FROZEN']);
    expect(sent.body.codeMessages[0]?.message).toBe(
      'The project of these credits is cancelled: its credits cannot move.',
    );
    const converted = await convert(t, owner.token, { serialId, quantity: 1 });
    expect(codeOf(converted)).toBe('ERROR_LEDGER_PROJECT_FROZEN');
    const held = (await positionsOf(t, owner.token)).body.positions ?? [];
    expect(held.find((p) => p.serialId === serialId)?.quantityKg).toBe(2000);
  });
});
