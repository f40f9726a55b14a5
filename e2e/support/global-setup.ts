import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real registry (`npm start`'s server, on the built web app) on a free
 * port with a fresh data directory, seeded with the demo registry.
 */
export default async function globalSetup() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'registry-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // A real captcha, cheap to solve; limits high enough for every journey's logins.
      CAPTCHA_COST: '1',
      CAPTCHA_MAX_COUNTER: '50',
      RATE_LIMIT_LOGIN: '1000/60',
      RATE_LIMIT_RECOVERY: '1000/60',
      RATE_LIMIT_REGISTRATION: '1000/60',
      RATE_LIMIT_COMMENT: '1000/60',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`the registry exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, {
        headers: { platform: 'carbon-registry' },
      });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the registry did not start within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  process.env.BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
