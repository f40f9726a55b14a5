import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PositionsResponse } from '@registry/contract/ledger/ledger-api';
import { call } from '../../../test/kit/call';
import {
  freshIssuance,
  openLedgerScene,
  transfer,
  type LedgerScene,
} from '../../../test/kit/ledger';
import { logIn } from '../../../test/kit/session';

let scene: LedgerScene;
beforeAll(async () => {
  scene = await openLedgerScene();
});
afterAll(async () => {
  await scene.t.close();
});

const URL = '/api/platform/projectCompanyTransfer/positions';
const positionsWith = (token: string, query = '') =>
  call<PositionsResponse & { codeMessages: unknown[] }>(scene.t, 'GET', `${URL}${query}`, {
    token,
  });

describe('GET /api/platform/projectCompanyTransfer/positions', () => {
  it('answers the blocks, how many there are and their totals per project and vintage', async () => {
    const { t, certifier, owner, projectId, traderCompanyId } = scene;
    const first = await freshIssuance(t, certifier.token, projectId, 30);
    await freshIssuance(t, certifier.token, projectId, 20);
    await transfer(t, owner.token, {
      serialId: first.serialId,
      quantity: 10,
      isKg: false,
      companyId: traderCompanyId,
    });
    const { status, body } = await positionsWith(owner.token);
    expect(status).toBe(200);
    const held = body.positions.filter((p) => p.projectId === projectId);
    expect(held.map((p) => p.quantityKg).sort((a, b) => a - b)).toEqual([20_000, 20_000]);
    expect(body.blockCount).toBe(body.positions.length);
    const total = body.totals.find((p) => p.projectId === projectId && p.vintage === 2030);
    expect(total?.quantityKg).toBe(40_000);
    expect(body.totals.reduce((sum, p) => sum + p.quantityKg, 0)).toBe(
      body.positions.reduce((sum, p) => sum + p.quantityKg, 0),
    );

    const trader = await logIn(t, 'trader@demo.example');
    const received = await positionsWith(trader.token);
    expect(received.body.totals.find((p) => p.projectId === projectId)?.quantityKg).toBe(10_000);
  });

  it('answers one block by its serialId, and nothing for another company’s', async () => {
    const { t, certifier, owner, projectId } = scene;
    const { serialId } = await freshIssuance(t, certifier.token, projectId, 5);
    const one = await positionsWith(owner.token, `?serialId=${String(serialId)}`);
    expect(one.body.positions).toEqual([
      expect.objectContaining({ serialId, quantityKg: 5000, projectId }),
    ]);
    // The count and the totals stay the company's whole holdings.
    expect(one.body.blockCount).toBeGreaterThan(1);
    const trader = await logIn(t, 'trader@demo.example');
    const foreign = await positionsWith(trader.token, `?serialId=${String(serialId)}`);
    expect(foreign.body.positions).toEqual([]);
  });

  it.each(['?serialId=0', '?serialId=abc', '?serialId=1.5'])(
    'refuses %s with a 400 and a codeMessage',
    async (query) => {
      const answer = await positionsWith(scene.owner.token, query);
      expect(answer.status).toBe(400);
      expect(answer.body.codeMessages.length).toBeGreaterThan(0);
    },
  );
});
