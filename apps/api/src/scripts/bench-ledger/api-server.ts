import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The registry's API as `npm start` runs it, in its own process, so it can be killed. */
export class ApiServer {
  private child: ChildProcess | null = null;
  baseUrl = '';

  constructor(private readonly env: { databaseUrl: string; dataDir: string }) {}

  async start(): Promise<void> {
    const port = await freePort();
    this.baseUrl = `http://127.0.0.1:${port}`;
    // node --import tsx, not the tsx command: that one runs the app in a child
    // process, which a SIGKILL of the command would leave running.
    // BENCH_API_NODE_FLAGS passes flags to the API's node, e.g. `--cpu-prof`.
    const flags = (process.env.BENCH_API_NODE_FLAGS ?? '').split(' ').filter(Boolean);
    this.child = spawn(process.execPath, [...flags, '--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: this.env.databaseUrl,
        DATA_DIR: this.env.dataDir,
        SEED: 'demo',
        LOG_LEVEL: 'error',
        CAPTCHA_COST: '1',
        CAPTCHA_MAX_COUNTER: '50',
        RATE_LIMIT_LOGIN: '100000/60',
        // One log origin across the restart on another port: an instance
        // whose origin differs from the stored log's refuses to start.
        LOG_ORIGIN: 'bench-ledger.registry.example/log',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (this.child.exitCode !== null)
        throw new Error(`the API exited with ${this.child.exitCode}`);
      try {
        const response = await fetch(`${this.baseUrl}/api/health`, {
          headers: { platform: 'carbon-registry' },
        });
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('the API did not start within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** The API process's id while it runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** SIGKILL: no shutdown hook runs, transactions in flight are cut off. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
