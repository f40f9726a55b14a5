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

/**
 * `npm start`'s server in a child process, started the way `npm start` starts it
 * (`node --import tsx`, so a signal reaches the server itself); its exit code and
 * what it wrote to stderr.
 */
function startServer(env: NodeJS.ProcessEnv) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    server.once('exit', (code) => resolve({ code, stderr })),
  );
  return { server, exited };
}

describe('the server process', () => {
  it('starts on PORT with its data under DATA_DIR and stops cleanly on SIGTERM', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    // No demo data: the start itself is what this waits for (initdb, migrations, jobs), as long
    // as a loaded machine takes, not the demo's seeding.
    const { server, exited } = startServer({ PORT: String(port), SEED: 'none' });
    const health = await waitForHealth(`http://127.0.0.1:${port}/api/health`, Date.now() + 80_000);
    expect(await health.json()).toMatchObject({ status: 1, database: 'up', driver: 'pglite' });
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'keys.json'))).toBe(true);

    // A second server on the same embedded database is refused: PGlite is one process's.
    const second = await startServer({ PORT: String(port + 1) }).exited;
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(
      `The embedded database at ${path.join(dataDir, 'pglite')} is in use by process `,
    );

    server.kill('SIGTERM');
    expect((await exited).code).toBe(0);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 150_000);

  it('does not start, and opens nothing, when a variable does not parse', async () => {
    const elsewhere = path.join(dataDir, 'never-created');
    const { code, stderr } = await startServer({
      DATA_DIR: elsewhere,
      PORT: 'abc',
      RATE_LIMIT_LOGIN: 'twenty',
      ACCESS_TOKEN_TTL: '-5',
    }).exited;
    expect(code).toBe(1);
    expect(stderr).toContain('PORT must be a whole number between 1 and 65535 (got "abc")');
    expect(stderr).toContain('RATE_LIMIT_LOGIN must be max/seconds');
    expect(stderr).toContain('ACCESS_TOKEN_TTL must be a whole number of seconds');
    expect(existsSync(elsewhere)).toBe(false);
  }, 60_000);
});
