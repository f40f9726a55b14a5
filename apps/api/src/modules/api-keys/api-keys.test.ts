import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApiKeysResponse } from '@registry/contract/api-keys/api-keys-api';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { API_KEYS, createApiKey, keyCall } from '../../../test/kit/api-keys';
import { call, codesOf } from '../../../test/kit/call';
import { addMember } from '../../../test/kit/companies';
import {
  CAFE_ANDINO_RETIREMENT,
  freshIssuance,
  openLedgerScene,
  positionsOf,
  transfer,
  type LedgerScene,
} from '../../../test/kit/ledger';
import { logIn } from '../../../test/kit/session';
import { userCompanies } from '../../db/schema/accounts';

const T = '/api/platform/projectCompanyTransfer';

let s: LedgerScene;
beforeAll(async () => {
  s = await openLedgerScene();
}, 60_000);
afterAll(async () => {
  await s.t.close();
});

const keysOf = async (token: string) =>
  (await call<ApiKeysResponse>(s.t, 'GET', API_KEYS, { token })).body.keys;

describe('a company admin’s API keys', () => {
  it('shows a new key once and keeps only its hint, with who made it and no use yet', async () => {
    const { key, secret } = await createApiKey(s.t, s.owner.token, ['read'], 'Carbon accounting');
    expect(secret).toMatch(/^crk_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(key.hint)).toBe(true);
    expect(key.hint.length).toBeLessThan(12);
    const listed = (await keysOf(s.owner.token)).find((k) => k.id === key.id);
    expect(listed).toMatchObject({
      name: 'Carbon accounting',
      scopes: ['read'],
      createdBy: s.owner.claims.name,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(await keysOf(s.owner.token))).not.toContain(secret);
  });

  it('refuses a member who is not an admin, and an API key, to manage keys (403)', async () => {
    const member = await logIn(s.t, (await addMember(s.t, { id: s.ownerCompanyId })).email);
    const asMember = await call(s.t, 'POST', API_KEYS, {
      token: member.token,
      payload: { name: 'Mine', scopes: ['read'] },
    });
    expect(asMember.status).toBe(403);
    expect((await call(s.t, 'GET', API_KEYS, { token: member.token })).status).toBe(403);
    const { secret } = await createApiKey(s.t, s.owner.token, ['read', 'transfer', 'retire']);
    const asKey = await keyCall(s.t, secret, 'GET', API_KEYS);
    expect([asKey.status, codesOf(asKey.body)]).toEqual([403, ['ERROR_API_KEY_NOT_ACCEPTED']]);
  });

  it('refuses a key without scopes, with a scope twice or an unknown one, and an empty name (400)', async () => {
    for (const payload of [
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['read', 'read'] },
      { name: 'x', scopes: ['admin'] },
      { name: '  ', scopes: ['read'] },
    ]) {
      expect((await call(s.t, 'POST', API_KEYS, { token: s.owner.token, payload })).status).toBe(
        400,
      );
    }
  });
});

describe('a call made with an API key', () => {
  it('lists the company’s positions as its admin sees them, and records when the key was last used', async () => {
    await freshIssuance(s.t, s.certifier.token, s.projectId, 5);
    const { key, secret } = await createApiKey(s.t, s.owner.token, ['read']);
    const before = Date.now();
    const asKey = await keyCall<{ positions: Position[] }>(s.t, secret, 'GET', `${T}/positions`);
    expect(asKey.status).toBe(200);
    const asAdmin = await positionsOf(s.t, s.owner.token);
    expect(asKey.body.positions).toEqual(asAdmin.body.positions);
    expect(asKey.body.positions.length).toBeGreaterThan(0);
    const used = (await keysOf(s.owner.token)).find((k) => k.id === key.id)!;
    expect(Date.parse(used.lastUsedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(s.t.logs.join('\n')).not.toContain(secret);
  });

  it('transfers only with the transfer scope and an Idempotency-Key, and answers a repeated key with the first answer', async () => {
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 10);
    const payload = { serialId, quantity: 2, isKg: false, companyId: s.traderCompanyId };
    const reader = await createApiKey(s.t, s.owner.token, ['read']);
    const refused = await keyCall(s.t, reader.secret, 'POST', `${T}/transfer`, {
      payload,
      idempotencyKey: 'read-only-1',
    });
    expect([refused.status, codesOf(refused.body)]).toEqual([403, ['ERROR_API_KEY_SCOPE']]);

    const mover = await createApiKey(s.t, s.owner.token, ['transfer']);
    const withoutKey = await keyCall(s.t, mover.secret, 'POST', `${T}/transfer`, { payload });
    expect([withoutKey.status, codesOf(withoutKey.body)]).toEqual([
      400,
      ['ERROR_IDEMPOTENCY_KEY_REQUIRED'],
    ]);
    const send = (body: object) =>
      keyCall<{ movementId: number }>(s.t, mover.secret, 'POST', `${T}/transfer`, {
        payload: body,
        idempotencyKey: 'script-transfer-1',
      });
    const first = await send(payload);
    const again = await send(payload);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.movementId).toBe(first.body.movementId);
    const left = (await positionsOf(s.t, s.owner.token)).body.positions!.find(
      (p) => p.serialId === serialId,
    );
    expect(left?.quantityKg).toBe(8000);
    // Another body under the same key is refused; the admin's session owns its keys apart.
    const other = { ...payload, quantity: 3 };
    const reused = await send(other);
    expect([reused.status, codesOf(reused.body)]).toEqual([422, ['ERROR_IDEMPOTENCY_KEY_REUSED']]);
    const bySession = await transfer(s.t, s.owner.token, other, 'script-transfer-1');
    expect(bySession.status).toBe(200);
    expect(bySession.body.movementId).not.toBe(first.body.movementId);
  });

  it('retires with the retire scope, and the retirement is listed for the key', async () => {
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 4);
    const { secret } = await createApiKey(s.t, s.owner.token, ['retire']);
    const retired = await keyCall<{ emitCertificationId: string }>(
      s.t,
      secret,
      'POST',
      `${T}/retire`,
      {
        payload: { ...CAFE_ANDINO_RETIREMENT, serialId, quantity: 1 },
        idempotencyKey: 'script-retire-1',
      },
    );
    expect(retired.status).toBe(200);
    const listed = await keyCall<{ retirements: { emitCertificationId: string }[] }>(
      s.t,
      secret,
      'GET',
      `${T}/retirements`,
    );
    expect(listed.body.retirements.map((r) => r.emitCertificationId)).toContain(
      retired.body.emitCertificationId,
    );
    const noRead = await keyCall(s.t, secret, 'GET', `${T}/positions`);
    expect(noRead.status).toBe(403);
  });

  it('is refused at once once revoked, and when its creator leaves the company (401)', async () => {
    const { key, secret } = await createApiKey(s.t, s.owner.token, ['read']);
    expect((await keyCall(s.t, secret, 'GET', `${T}/positions`)).status).toBe(200);
    const revoked = await call<{ key: { revokedAt: string | null } }>(
      s.t,
      'POST',
      `${API_KEYS}/${key.id}/revoke`,
      { token: s.owner.token },
    );
    expect(revoked.body.key.revokedAt).not.toBeNull();
    expect((await keyCall(s.t, secret, 'GET', `${T}/positions`)).status).toBe(401);

    const admin = await addMember(s.t, { id: s.ownerCompanyId }, { permits: ['transfer'] });
    await s.t.database.db
      .update(userCompanies)
      .set({ isAdmin: 1 })
      .where(
        and(eq(userCompanies.userId, admin.id), eq(userCompanies.companyId, s.ownerCompanyId)),
      );
    const theirs = await createApiKey(s.t, (await logIn(s.t, admin.email)).token, ['read']);
    expect((await keyCall(s.t, theirs.secret, 'GET', `${T}/positions`)).status).toBe(200);
    await s.t.database.db
      .update(userCompanies)
      .set({ active: 0 })
      .where(
        and(eq(userCompanies.userId, admin.id), eq(userCompanies.companyId, s.ownerCompanyId)),
      );
    expect((await keyCall(s.t, theirs.secret, 'GET', `${T}/positions`)).status).toBe(401);
    expect((await keyCall(s.t, 'crk_not-a-key', 'GET', `${T}/positions`)).status).toBe(401);
  });

  it('never reaches another company’s credits nor its keys', async () => {
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 3);
    const trader = await logIn(s.t, 'trader@demo.example');
    const { secret } = await createApiKey(s.t, trader.token, ['read', 'transfer']);
    const positions = await keyCall<{ positions: Position[] }>(
      s.t,
      secret,
      'GET',
      `${T}/positions`,
    );
    expect(positions.body.positions.map((p) => p.serialId)).not.toContain(serialId);
    const taken = await keyCall(s.t, secret, 'POST', `${T}/transfer`, {
      payload: { serialId, quantity: 1, isKg: false, companyId: s.traderCompanyId },
      idempotencyKey: 'take-1',
    });
    expect(taken.status).toBeGreaterThanOrEqual(400);
    expect(taken.status).toBeLessThan(500);
    const ownerKey = (await keysOf(s.owner.token))[0]!;
    const revoke = await call(s.t, 'POST', `${API_KEYS}/${ownerKey.id}/revoke`, {
      token: trader.token,
    });
    expect(revoke.status).toBe(404);
    expect((await keysOf(trader.token)).map((k) => k.id)).not.toContain(ownerKey.id);
  });
});
