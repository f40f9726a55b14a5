import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertifiedMovement } from '@registry/contract/ledger/certifier-api';
import { movements } from '../../db/schema/movements';
import { call, codeOf } from '../../../test/kit/call';
import {
  freshIssuance,
  ledgerPost,
  openLedgerScene,
  positionsOf,
  subAccountAction,
  subAccountsOf,
  transfer,
  type LedgerScene,
} from '../../../test/kit/ledger';
import { logIn, type Session } from '../../../test/kit/session';
import { checkLogReplay } from './log-replay-check';
import { checkLedgerInvariants } from './invariants';

/* The certifier's reversal of a transfer: where the credits go back to, and only once. */

const L = '/api/platform/ledger';

let scene: LedgerScene;
let trader: Session;
beforeAll(async () => {
  scene = await openLedgerScene();
  trader = await logIn(scene.t, 'trader@demo.example');
}, 60_000);
afterAll(async () => {
  await scene.t.close();
});

const reverse = (movementId: number, reason = 'Sent by mistake') =>
  ledgerPost(scene.t, scene.certifier.token, `${L}/reverse`, { movementId, reason });

const projectMovements = async () =>
  (
    await call<{ movements?: CertifiedMovement[] }>(
      scene.t,
      'GET',
      `${L}/projects/${String(scene.projectId)}/movements`,
      { token: scene.certifier.token },
    )
  ).body.movements ?? [];

/** A whole block sent from the owner to the trader: the transfer's movement id. */
async function sendWhole(serialId: number, tonnes: number): Promise<number> {
  const sent = await transfer(scene.t, scene.owner.token, {
    serialId,
    quantity: tonnes,
    isKg: false,
    companyId: scene.traderCompanyId,
  });
  expect(sent.status).toBe(200);
  return sent.body.movementId ?? 0;
}

describe('reverse a transfer', () => {
  it('reverses a movement at most once, though its block came back to the same place', async () => {
    const { t } = scene;
    const { serialId } = await freshIssuance(t, scene.certifier.token, scene.projectId, 4);
    const first = await sendWhole(serialId, 4);
    const reversed = await reverse(first);
    expect(reversed.status).toBe(200);
    // The owner holds the block again and sends it again, whole: the same block, the same place.
    const second = await sendWhole(serialId, 4);

    const again = await reverse(first, 'once more');
    expect([again.status, codeOf(again)]).toEqual([400, 'ERROR_LEDGER_ALREADY_REVERSED']);
    expect(again.body.codeMessages[0]?.message).toBe(
      `This movement was already reversed (by movement ${String(reversed.body.movementId)}). A movement is reversed only once.`,
    );
    const traderHolds = (await positionsOf(t, trader.token)).body.positions?.find(
      (p) => p.serialId === serialId,
    );
    expect(traderHolds?.quantityKg).toBe(4000);
    const listed = await projectMovements();
    expect(listed.find((m) => m.id === first)).toMatchObject({ isReversible: false });
    expect(listed.find((m) => m.id === reversed.body.movementId)).toMatchObject({
      kind: 'reverse',
      reversesMovementId: first,
    });
    expect(listed.find((m) => m.id === second)).toMatchObject({ isReversible: true });

    // The second transfer is its own movement: it can be reversed, once.
    expect((await reverse(second)).status).toBe(200);
    expect(codeOf(await reverse(second))).toBe('ERROR_LEDGER_ALREADY_REVERSED');
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
    expect(await checkLogReplay(t.database.db)).toEqual([]);
  });

  it('keeps a second reversal of one movement out of the table itself', async () => {
    const { t } = scene;
    const { serialId } = await freshIssuance(t, scene.certifier.token, scene.projectId, 2);
    const sent = await sendWhole(serialId, 2);
    const reversed = await reverse(sent);
    const [row] = await t.database.db
      .select()
      .from(movements)
      .where(eq(movements.id, reversed.body.movementId ?? 0));
    if (!row) throw new Error('the reversal has no movement row');
    expect(row.reversesMovementId).toBe(sent);
    const { id: _id, ...copy } = row;
    await expect(t.database.db.insert(movements).values(copy)).rejects.toThrow();
  });

  it('takes credits back to the open sub-account they were sent from', async () => {
    const { t, owner } = scene;
    const { serialId } = await freshIssuance(t, scene.certifier.token, scene.projectId, 3);
    const created = await subAccountAction(t, owner.token, 'create', { name: 'Still open' });
    const subAccountId = created.body.subAccount?.id ?? 0;
    await transfer(t, owner.token, {
      serialId,
      quantity: 3,
      isKg: false,
      companyId: scene.ownerCompanyId,
      subAccountId,
    });
    const reversed = await reverse(await sendWhole(serialId, 3));
    expect([reversed.status, reversed.body.accountId]).toEqual([200, subAccountId]);
    const subAccount = (await subAccountsOf(t, owner.token)).body.subAccounts?.find(
      (account) => account.id === subAccountId,
    );
    expect(subAccount).toMatchObject({ isOpen: true, quantityKg: 3000 });
  });

  it("takes credits back to the company's main account when their sub-account was closed", async () => {
    const { t, owner } = scene;
    const { serialId } = await freshIssuance(t, scene.certifier.token, scene.projectId, 5);
    const created = await subAccountAction(t, owner.token, 'create', { name: 'Short-lived' });
    const subAccountId = created.body.subAccount?.id ?? 0;
    const into = await transfer(t, owner.token, {
      serialId,
      quantity: 5,
      isKg: false,
      companyId: scene.ownerCompanyId,
      subAccountId,
    });
    expect(into.status).toBe(200);
    const out = await sendWhole(serialId, 5);
    const closed = await subAccountAction(t, owner.token, 'close', { subAccountId });
    expect(closed.status).toBe(200);

    const reversed = await reverse(out);
    expect(reversed.status).toBe(200);
    const subAccount = (await subAccountsOf(t, owner.token)).body.subAccounts?.find(
      (account) => account.id === subAccountId,
    );
    expect(subAccount).toMatchObject({ isOpen: false, quantityKg: 0 });
    const back = (await positionsOf(t, owner.token)).body.positions?.find(
      (p) => p.serialId === serialId,
    );
    expect(back).toMatchObject({ quantityKg: 5000, subAccountId: null });
    expect(reversed.body.accountId).toBe(back?.accountId);
    const movement = (await projectMovements()).find((m) => m.id === reversed.body.movementId);
    expect(movement?.toAccountId).toBe(back?.accountId);
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
    expect(await checkLogReplay(t.database.db)).toEqual([]);
  });

  it('refuses to reverse a move out of a sub-account closed since into its main account', async () => {
    const { t, owner } = scene;
    const { serialId } = await freshIssuance(t, scene.certifier.token, scene.projectId, 2);
    const created = await subAccountAction(t, owner.token, 'create', { name: 'Emptied' });
    const subAccountId = created.body.subAccount?.id ?? 0;
    const own = { serialId, quantity: 2, isKg: false, companyId: scene.ownerCompanyId };
    await transfer(t, owner.token, { ...own, subAccountId });
    const out = await transfer(t, owner.token, own);
    expect((await subAccountAction(t, owner.token, 'close', { subAccountId })).status).toBe(200);
    const refused = await reverse(out.body.movementId ?? 0);
    expect([refused.status, codeOf(refused)]).toEqual([400, 'ERROR_LEDGER_SAME_ACCOUNT']);
  });
});
