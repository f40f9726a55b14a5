import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseLockedError, lockEmbeddedDatabase } from './embedded-lock';

const root = mkdtempSync(path.join(tmpdir(), 'registry-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
/** A fresh database directory's path and its lock file's. */
function directory() {
  n += 1;
  const dataDir = path.join(root, `pglite-${n}`);
  return { dataDir, lockPath: `${dataDir}.lock` };
}

describe('lockEmbeddedDatabase', () => {
  it('lets one holder in at a time, and the next after a release', async () => {
    const { dataDir, lockPath } = directory();
    const lock = await lockEmbeddedDatabase(dataDir);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    await expect(lockEmbeddedDatabase(dataDir)).rejects.toBeInstanceOf(DatabaseLockedError);
    await lock.release();
    expect(existsSync(lockPath)).toBe(false);
    const next = await lockEmbeddedDatabase(dataDir);
    await next.release();
  });

  it('refuses while the process named in the lock runs, naming it', async () => {
    const { dataDir, lockPath } = directory();
    // The process that started this test runner runs for as long as the test does.
    writeFileSync(lockPath, `${process.ppid}\n`);
    const refusal = await lockEmbeddedDatabase(dataDir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DatabaseLockedError);
    expect((refusal as DatabaseLockedError).message).toContain(`in use by process ${process.ppid}`);
    expect((refusal as DatabaseLockedError).message).toContain(lockPath);
  });

  it('takes over the lock of a process that has ended (a crash, a kill)', async () => {
    const { dataDir, lockPath } = directory();
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(lockPath, `${ended.stdout.toString()}\n`);
    const lock = await lockEmbeddedDatabase(dataDir);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    await lock.release();
  });
});
