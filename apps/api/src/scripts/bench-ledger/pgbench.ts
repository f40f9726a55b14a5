import { spawnSync } from 'node:child_process';

/** pgbench's TPC-B-like figure on the same server, or null when pgbench is not installed. */
export function pgbenchTps(serverUrl: string, clients: number, seconds: number): number | null {
  const which = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  if (which.status !== 0) return null;
  const url = new URL(serverUrl);
  const args = ['-h', url.hostname, '-p', url.port || '5432', '-U', url.username || 'postgres'];
  const database = url.pathname.slice(1) || 'postgres';
  const init = spawnSync('pgbench', [...args, '-i', '-q', '-s', '10', database], {
    encoding: 'utf8',
  });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const run = spawnSync(
    'pgbench',
    [...args, '-n', '-c', String(clients), '-j', '2', '-T', String(seconds), database],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout);
  return match?.[1] ? Number(match[1]) : null;
}
