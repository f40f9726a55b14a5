import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReadyResponse } from '@registry/contract/common/health';
import { blocks } from '../../db/schema/blocks';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import { call } from '../../../test/kit/call';
import { createTestApp, type TestApp } from '../../../test/test-app';

/*
 * The reconciliation job (DESIGN.md 4.3, fault 8 of issue 18): an active
 * block given to another account at rest passed every check until the thief
 * moved it. Now the next reconciliation logs it as an error, counts it, and
 * GET /api/health/ready answers 503 until a later reconciliation passes.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ready = () => call<ReadyResponse>(t, 'GET', '/api/health/ready');

describe('the reconciliation job and the ready check', () => {
  it('fails the ready check after a reconciliation that found an edit at rest, until one passes', async () => {
    expect(await t.app.reconciliation.run()).toBe(true);
    const before = await ready();
    expect(before.status).toBe(200);
    expect(before.body.reconciliation).toMatchObject({ differenceCount: 0, differencesFound: 0 });

    const [active] = await t.database.db
      .select()
      .from(blocks)
      .where(eq(blocks.status, 'active'))
      .limit(1);
    if (!active) throw new Error('the demo ledger has no active block');
    const [thief] = await t.database.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(ne(ledgerAccounts.id, active.accountId), eq(ledgerAccounts.kind, 'main')))
      .limit(1);
    if (!thief) throw new Error('the demo ledger has one main account');
    const give = (accountId: number) =>
      t.database.db.update(blocks).set({ accountId }).where(eq(blocks.id, active.id));

    await give(thief.id);
    expect(await t.app.reconciliation.run()).toBe(true);
    const found = await ready();
    expect(found.status).toBe(503);
    expect(found.body.codeMessages[0]?.codeMessage).toBe('ERROR_DATABASE_DIFFERS_FROM_LOG');
    expect(found.body.reconciliation).toMatchObject({ differenceCount: 1, differencesFound: 1 });
    const errors = t.logs.filter((line) => line.includes('differs from its log'));
    expect(errors.join('\n')).toContain(`block ${String(active.id)} `);
    expect(JSON.parse(errors[0] ?? '{}')).toMatchObject({ level: 50 });

    await give(active.accountId);
    expect((await ready()).status).toBe(503);
    expect(await t.app.reconciliation.run()).toBe(true);
    const after = await ready();
    expect(after.status).toBe(200);
    expect(after.body.reconciliation).toMatchObject({ differenceCount: 0, differencesFound: 1 });
  });

  it('runs at start and again every RECONCILE_INTERVAL_MS', async () => {
    const other = await createTestApp({ seed: 'accounts', config: { reconcileIntervalMs: 50 } });
    try {
      const { status } = other.app.reconciliation;
      await vi.waitFor(() => expect(status.checkedAt).not.toBeNull(), { timeout: 20_000 });
      const first = status.checkedAt?.getTime() ?? 0;
      await vi.waitFor(() => expect(status.checkedAt?.getTime()).toBeGreaterThan(first), {
        timeout: 20_000,
      });
      expect(status.differences).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
