import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/kit/companies';
import {
  freshIssuance,
  ledgerPost,
  openLedgerScene,
  transfer,
  type LedgerScene,
} from '../../../test/kit/ledger';
import { logIn } from '../../../test/kit/session';
import type { TestApp } from '../../../test/test-app';
import { IDEMPOTENCY_TTL_MS, idempotencyKeyOf, runOnce } from './idempotency';

let s: LedgerScene;
let t: TestApp;
let companyId: number;

beforeAll(async () => {
  s = await openLedgerScene();
  t = s.t;
  companyId = s.ownerCompanyId;
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe("an Idempotency-Key is its caller's own", () => {
  it("refuses a user without the permit who sends another user's key and body (403), and runs it anew for a user with the permit", async () => {
    const { serialId } = await freshIssuance(t, s.certifier.token, s.projectId, 10);
    const payload = { serialId, quantity: 1, isKg: false, companyId: s.traderCompanyId };
    const first = await transfer(t, s.owner.token, payload, 'shared-key-1');
    expect(first.status).toBe(200);

    const company = { id: s.ownerCompanyId };
    const withoutPermit = await logIn(t, (await addMember(t, company, { permits: [] })).email);
    expect((await transfer(t, withoutPermit.token, payload)).status).toBe(403);
    const replayed = await transfer(t, withoutPermit.token, payload, 'shared-key-1');
    expect(replayed.status).toBe(403);

    const withPermit = await logIn(t, (await addMember(t, company)).email);
    const own = await transfer(t, withPermit.token, payload, 'shared-key-1');
    expect(own.status).toBe(200);
    expect(own.body.movementId).not.toBe(first.body.movementId);
  });
});

describe('every ledger write', () => {
  it('answers its first answer again for the same key and body', async () => {
    const L = '/api/platform/ledger';
    const T = '/api/platform/projectCompanyTransfer';
    const twice = async (token: string, path: string, body: object) => {
      const key = `every-${path}`;
      const first = await ledgerPost(t, token, path, body, key);
      const again = await ledgerPost(t, token, path, body, key);
      expect([path, first.status, again.status]).toEqual([path, 200, 200]);
      const { codeMessages: _first, ...answer } = first.body;
      const { codeMessages: _again, ...replayed } = again.body;
      expect(replayed).toEqual(answer);
      return first.body;
    };
    const certifier = s.certifier.token;
    const owner = s.owner.token;
    const issued = await twice(certifier, `${L}/issue`, {
      projectId: s.projectId,
      vintage: 2031,
      monitoringPeriod: 1,
      quantity: 20,
      bufferSharePercent: 0,
    });
    const serialId = issued.serialId ?? 0;
    await twice(owner, `${T}/convert-to-kg`, { serialId, quantity: 1 });
    const moved = await twice(owner, `${T}/transfer`, {
      serialId,
      quantity: 2,
      isKg: false,
      companyId: s.traderCompanyId,
    });
    await twice(certifier, `${L}/reverse`, { movementId: moved.movementId, reason: 'Error' });
    await twice(certifier, `${L}/lock`, { serialId, reason: 'Auditoría' });
    await twice(certifier, `${L}/unlock`, { serialId, reason: 'Auditoría cerrada' });
    await twice(certifier, `${L}/cancel`, { serialId, reason: 'Emitidos por error' });
    const created = await twice(owner, `${L}/sub-accounts/create`, { name: 'Una' });
    const subAccountId = created.subAccount?.id;
    await twice(owner, `${L}/sub-accounts/rename`, { subAccountId, name: 'Otra' });
    await twice(owner, `${L}/sub-accounts/close`, { subAccountId });
  });
});

describe('runOnce', () => {
  const once = (key: string, body: object, now: Date, work: () => Promise<object>) =>
    runOnce(
      {
        db: t.database.db,
        idempotency: { key, companyId, owner: 'user:1', route: '/x', body, now },
      },
      async () => ({ ...(await work()) }),
    );

  it('answers the first answer within 24 hours and runs again after', async () => {
    const start = new Date('2026-01-01T00:00:00Z');
    let runs = 0;
    const call = (now: Date, body: object) => once('k-1', body, now, async () => ({ run: ++runs }));
    expect(await call(start, { a: 1 })).toEqual({ run: 1 });
    expect(await call(new Date(start.getTime() + IDEMPOTENCY_TTL_MS - 1000), { a: 1 })).toEqual({
      run: 1,
    });
    await expect(call(start, { a: 2 })).rejects.toMatchObject({
      code: 'ERROR_IDEMPOTENCY_KEY_REUSED',
      httpStatus: 422,
    });
    expect(await call(new Date(start.getTime() + IDEMPOTENCY_TTL_MS + 1000), { a: 2 })).toEqual({
      run: 2,
    });
  });

  it('forgets the key when the action is refused, so a retry runs it', async () => {
    const now = new Date();
    const refuse = once('k-2', {}, now, () => Promise.reject(new Error('refused')));
    await expect(refuse).rejects.toThrow('refused');
    expect(await once('k-2', {}, now, async () => ({ ok: true }))).toEqual({ ok: true });
  });

  it('refuses a key that is not 1 to 255 visible characters', () => {
    expect(() => idempotencyKeyOf('a b')).toThrow(
      expect.objectContaining({
        code: 'ERROR_INVALID_FIELD',
        httpStatus: 400,
        params: { field: 'Idempotency-Key', reason: '1 to 255 visible ASCII characters' },
      }),
    );
    expect(idempotencyKeyOf(['a', 'b'])).toBe('a,b');
    expect(idempotencyKeyOf(undefined)).toBeUndefined();
  });
});
