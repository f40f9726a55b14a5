import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logEvents } from '../db/schema/log';
import { createTestApp, type TestApp } from '../../test/test-app';
import { appendLogEvent } from '../modules/log/append-log-event';
import { sequenceLog } from '../modules/log/sequence-log';
import { verifyRemoteLog } from './verify-remote-log';

/*
 * npm run verify-log's replay (DESIGN.md 4.3): the demo ledger's movement
 * leaves, applied from empty, make a sound ledger; a leaf that spends a block
 * a second time is refused even when the registry signed it.
 */

const stateDir = mkdtempSync(path.join(tmpdir(), 'registry-verify-replay-'));
let t: TestApp;
let url: string;

async function sequenceAll(): Promise<void> {
  while ((await sequenceLog(t.database.db, t.app.logSigner)).appendedCount > 0);
}

beforeAll(async () => {
  t = await createTestApp();
  await sequenceAll();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  rmSync(stateDir, { recursive: true, force: true });
});

describe('npm run verify-log replays the ledger', () => {
  it('applies every movement of the demo ledger from empty and says how many', async () => {
    const movements = await t.database.db
      .select({ id: logEvents.id })
      .from(logEvents)
      .where(eq(logEvents.kind, 'ledger.transfer'));
    expect(movements.length).toBeGreaterThan(0);
    const result = await verifyRemoteLog({ url, stateFile: path.join(stateDir, 'a.json') });
    expect(result.summary.join('\n')).toMatch(
      /the ledger replays from empty: (\d+) movements leave (\d+) blocks/,
    );
  });

  it('refuses a signed log whose leaves spend a block twice', async () => {
    const [spent] = await t.database.db
      .select({ data: logEvents.data })
      .from(logEvents)
      .where(eq(logEvents.kind, 'ledger.transfer'))
      .limit(1);
    const { kind, ...again } = JSON.parse(spent?.data ?? '{}') as Record<string, unknown>;
    await t.database.db.transaction((tx) =>
      appendLogEvent(tx, String(kind), { ...again, movementId: 999_999 }),
    );
    await sequenceAll();
    await expect(
      verifyRemoteLog({ url, stateFile: path.join(stateDir, 'b.json') }),
    ).rejects.toThrow(
      /the ledger's leaves do not replay: leaf \d+ \(ledger\.transfer, movement 999999\): block \d+ is not as the earlier leaves left it/,
    );
  });
});
