import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'registry-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function waitForHealth(url: string, deadline: number): Promise<Response> {
  for (;;) {
    try {
      return await fetch(url, { headers: { platform: 'carbon-registry' } });
    } catch {
      if (Date.now() > deadline) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

describe('the server process', () => {
  it('starts on PORT with its data under DATA_DIR and stops cleanly on SIGTERM', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const server = spawn(path.resolve(apiDir, '../../node_modules/.bin/tsx'), ['src/main.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) =>
      server.once('exit', (code) => resolve(code)),
    );
    const health = await waitForHealth(`http://127.0.0.1:${port}/api/health`, Date.now() + 50_000);
    expect(await health.json()).toMatchObject({ status: 1, database: 'up', driver: 'pglite' });
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'keys.json'))).toBe(true);
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
