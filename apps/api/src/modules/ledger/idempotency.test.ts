import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIdOf } from '../../../test/kit/projects';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { IDEMPOTENCY_TTL_MS, runIdempotent } from './idempotency';

let t: TestApp;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
  companyId = await companyIdOf(t, 'owner@demo.example');
});

afterAll(async () => {
  await t.close();
});

describe('runIdempotent', () => {
  it('answers the first answer within 24 hours and runs again after', async () => {
    const start = new Date('2026-01-01T00:00:00Z');
    let runs = 0;
    const call = (now: Date, body: object) =>
      runIdempotent(
        { db: t.database.db, companyId, key: 'k-1', route: '/x', body, now },
        async () => ({ run: ++runs }),
      );
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
    const refuse = runIdempotent(
      { db: t.database.db, companyId, key: 'k-2', route: '/x', body: {}, now },
      () => Promise.reject(new Error('refused')),
    );
    await expect(refuse).rejects.toThrow('refused');
    const retried = await runIdempotent(
      { db: t.database.db, companyId, key: 'k-2', route: '/x', body: {}, now },
      async () => ({ ok: true }),
    );
    expect(retried).toEqual({ ok: true });
  });

  it('refuses a key that is not 1 to 255 visible characters', async () => {
    await expect(
      runIdempotent(
        { db: t.database.db, companyId, key: 'a b', route: '/x', body: {}, now: new Date() },
        async () => ({}),
      ),
    ).rejects.toMatchObject({
      code: 'ERROR_INVALID_FIELD',
      httpStatus: 400,
      params: { field: 'Idempotency-Key', reason: '1 to 255 visible ASCII characters' },
    });
  });
});
