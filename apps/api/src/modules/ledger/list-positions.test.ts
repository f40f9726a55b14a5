import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PositionSchema,
  PositionsResponseSchema,
  type PositionsResponse,
} from '@registry/contract/ledger/ledger-api';
import { and, eq } from 'drizzle-orm';
import { call } from '../../../test/kit/call';
import { HEADERS } from '../../../test/test-app';
import { userCompanies } from '../../db/schema/accounts';
import { translate } from '../../i18n/messages';
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

  it('answers exactly the contract: the envelope in the caller’s language and no field more', async () => {
    const answer = await scene.t.app.inject({
      method: 'GET',
      url: URL,
      headers: { ...HEADERS, lng: 'es', authorization: `Bearer ${scene.owner.token}` },
    });
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    // The database writes the text the API sends: no serializer stands between.
    const body = PositionsResponseSchema.strict().parse(answer.json());
    expect(body.status).toBe(1);
    expect(body.codeMessages[0]?.message).toBe(translate('es', 'OK'));
    expect(body.positions.length).toBeGreaterThan(0);
    for (const position of body.positions) PositionSchema.strict().parse(position);
    expect(Object.keys(body.positions[0] ?? {})).toEqual(Object.keys(PositionSchema.shape));
  });

  it('refuses a caller whose membership was removed since the token', async () => {
    const { t } = scene;
    const trader = await logIn(t, 'trader@demo.example');
    const membership = and(
      eq(userCompanies.userId, trader.caller.userId),
      eq(userCompanies.companyId, trader.caller.companyId),
    );
    await t.database.db.update(userCompanies).set({ active: 0 }).where(membership);
    try {
      expect((await positionsWith(trader.token)).status).toBe(401);
    } finally {
      await t.database.db.update(userCompanies).set({ active: 1 }).where(membership);
    }
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

describe('positions read while transfers run', () => {
  /*
   * Rounds of transfers out of the owner's blocks with reads of the owner's
   * positions among them: a read answers one moment of the ledger, so its
   * blocks always add up to its totals. (Real concurrency on PostgreSQL; on
   * PGlite the reads and the transfers interleave statement by statement.)
   */
  it('answers blocks that add up to their totals, every time', async () => {
    const { t, certifier, owner, projectId, traderCompanyId } = scene;
    const blocks = await Promise.all(
      [1, 2, 3, 4].map(() => freshIssuance(t, certifier.token, projectId, 40)),
    );
    const disagreements: string[] = [];
    let reads = 0;
    for (let round = 0; round < 8; round += 1) {
      const moves = blocks.flatMap(({ serialId }) =>
        [1, 2].map(() =>
          transfer(t, owner.token, {
            serialId,
            quantity: 1,
            isKg: false,
            companyId: traderCompanyId,
          }),
        ),
      );
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => positionsWith(owner.token)),
      );
      for (const { body } of answers) {
        reads += 1;
        const listed = body.positions.reduce((sum, p) => sum + p.quantityKg, 0);
        const totalled = body.totals.reduce((sum, p) => sum + p.quantityKg, 0);
        if (listed !== totalled) disagreements.push(`${String(listed)} ≠ ${String(totalled)}`);
      }
      expect((await Promise.all(moves)).map((answer) => answer.status)).toEqual(Array(8).fill(200));
    }
    expect(reads).toBe(64);
    expect(disagreements).toEqual([]);
  });
});
