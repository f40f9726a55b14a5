// The registry's API as npm start runs it (apps/api's start script, on the
// compiled API), on a free port and a fresh data directory, for the
// benchmarks that measure it from outside (bench:api, bench:paint).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the API of the checkout at root with env added to this process's,
 * and answers once /api/health does (within 120 s): its base URL, and stop,
 * which ends it and removes its data directory.
 */
export async function startApi({ root, env = {} }) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-registry-'));
  const { start } = JSON.parse(
    readFileSync(path.join(root, 'apps/api/package.json'), 'utf8'),
  ).scripts;
  const child = spawn(start, {
    cwd: path.join(root, 'apps/api'),
    shell: true,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', ...env },
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${base}/api/health`, { headers: { platform: 'carbon-registry' } }).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { base, stop };
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the API stopped (${child.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error('the API did not start within 120 s');
}
