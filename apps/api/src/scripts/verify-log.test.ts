import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logEvents } from '../db/schema/log';
import { editAroundTriggers } from '../../test/kit/edit-at-rest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { appendLogEvent } from '../modules/log/append-log-event';
import { sequenceLog } from '../modules/log/sequence-log';
import { verifyRemoteLog } from './verify-remote-log';

/*
 * npm run verify-log against a real listening registry whose demo projects
 * went through their lifecycle: each transition is a leaf.
 */

const apiDir = path.resolve(import.meta.dirname, '../..');
const stateDir = mkdtempSync(path.join(tmpdir(), 'registry-verify-log-'));
let t: TestApp;
let url: string;

async function sequenceAll(): Promise<void> {
  while ((await sequenceLog(t.database.db, t.app.logSigner)).appendedCount > 0);
}

async function verifyLogCli(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      path.resolve(apiDir, '../../node_modules/.bin/tsx'),
      ['src/scripts/verify-log.ts', ...args],
      { cwd: apiDir, timeout: 120_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await sequenceAll();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = address;
});
afterAll(async () => {
  await t.close();
  rmSync(stateDir, { recursive: true, force: true });
});

describe('npm run verify-log', () => {
  it('logs each project transition as public facts only', async () => {
    const rows = await t.database.db
      .select({ data: logEvents.data })
      .from(logEvents)
      .where(eq(logEvents.kind, 'projectTransition'));
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      const leaf = JSON.parse(row.data) as Record<string, unknown>;
      expect(Object.keys(leaf).sort()).toEqual(
        ['at', 'fromState', 'kind', 'projectId', 'registryCode', 'toState'].sort(),
      );
      expect(row.data).not.toContain('@');
    }
  });

  it('verifies the signature, every entry and the root, then consistency on the next run', async () => {
    const stateFile = path.join(stateDir, 'state.json');
    const first = await verifyRemoteLog({ url, stateFile });
    expect(first.size).toBeGreaterThan(5);
    expect(first.consistentWith).toBeNull();

    await t.database.db.transaction(async (tx) => {
      await appendLogEvent(tx, 'test', { n: 1 });
      await appendLogEvent(tx, 'test', { n: 2 });
    });
    await sequenceAll();
    const second = await verifyRemoteLog({ url, stateFile });
    expect(second.size).toBe(first.size + 2);
    expect(second.consistentWith).toBe(first.size);
    expect(second.summary.join('\n')).toContain(
      `consistent with the checkpoint of ${String(first.size)} entries`,
    );
  });

  it('refuses a log whose earlier checkpoint it saw differently', async () => {
    const stateFile = path.join(stateDir, 'forked.json');
    const { origin } = await verifyRemoteLog({ url, stateFile });
    const otherRoot = Buffer.alloc(32, 7).toString('base64');
    writeFileSync(stateFile, JSON.stringify({ origin, size: 3, rootBase64: otherRoot }));
    await expect(verifyRemoteLog({ url, stateFile })).rejects.toThrow(/not consistent/);
  });

  it('as a command: prints a summary and exits 0, or names the failure and exits 1', async () => {
    const stateFile = path.join(stateDir, 'cli.json');
    const good = await verifyLogCli(url, '--state', stateFile);
    expect(good.code).toBe(0);
    expect(good.stdout).toMatch(/signature valid/);
    expect(good.stdout).toMatch(/verifies \(\d+ entries\)/);

    const usage = await verifyLogCli();
    expect(usage.code).toBe(2);

    // The database's owner edits a leaf around its trigger: its hash no longer adds up to the signed root.
    await editAroundTriggers(t.database.db, 'log_events', (tx) =>
      tx.execute(
        sql`update log_events set data = replace(data, 'projectTransition', 'projectTransitioN') where leaf_index = 3`,
      ),
    );
    const tampered = await verifyLogCli(url, '--state', path.join(stateDir, 'tampered.json'));
    expect(tampered.code).toBe(1);
    expect(tampered.stderr).toMatch(/FAILED: the root of the \d+ entries/);
  });
});
