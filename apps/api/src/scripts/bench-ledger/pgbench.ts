import { spawn, spawnSync } from 'node:child_process';
import { watchCpu } from './cpu-usage';

/** What one pgbench run did: its tps and how many transactions it committed. */
export interface PgbenchRun {
  tps: number;
  transactions: number;
  /** The database processes' CPU ms during the run (null: the server is not on this machine). */
  databaseMs: number | null;
}

/** pgbench's TPC-B-like figure on the same server, or null when pgbench is not installed. */
export async function pgbenchTps(
  serverUrl: string,
  clients: number,
  seconds: number,
): Promise<PgbenchRun | null> {
  const which = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  if (which.status !== 0) return null;
  const url = new URL(serverUrl);
  const args = ['-h', url.hostname, '-p', url.port || '5432', '-U', url.username || 'postgres'];
  const database = url.pathname.slice(1) || 'postgres';
  const init = spawnSync('pgbench', [...args, '-i', '-q', '-s', '10', database], {
    encoding: 'utf8',
  });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  // Not spawnSync: the CPU watch samples the database's processes meanwhile.
  const watch = watchCpu(undefined);
  const child = spawn('pgbench', [
    ...args,
    ...['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), database],
  ]);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const { databaseMs } = watch.stop();
  if (status !== 0) throw new Error(`pgbench failed: ${stderr}`);
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  const done = /number of transactions actually processed: (\d+)/.exec(stdout);
  return tps?.[1]
    ? { tps: Number(tps[1]), transactions: Number(done?.[1] ?? 0), databaseMs }
    : null;
}
