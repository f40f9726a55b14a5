import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The CPU time (user + system, ms) a process has used, or null when /proc cannot tell. */
function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Every PostgreSQL process of this machine (server, backends) with its CPU time in ms. */
function databaseProcesses(): Map<number, number> {
  const found = new Map<number, number>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return found;
  }
  for (const entry of entries) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').startsWith('postgres')) continue;
    } catch {
      continue;
    }
    const ms = processCpuMs(pid);
    if (ms !== null) found.set(pid, ms);
  }
  return found;
}

/** The CPU ms each side used while watched. */
export interface CpuUsed {
  apiMs: number | null;
  benchMs: number;
  /** Null when no PostgreSQL process is visible here (a server on another machine). */
  databaseMs: number | null;
}

/**
 * Watches where the machine's CPU goes until stop(): the API's process, this
 * bench's, and every PostgreSQL process, sampled every 250 ms so a backend
 * that ends before stop() still counts (up to its last sample).
 */
export function watchCpu(apiPid: number | undefined): { stop: () => CpuUsed } {
  const apiAtStart = apiPid === undefined ? null : processCpuMs(apiPid);
  const benchAtStart = process.cpuUsage();
  const firstSeen = new Map<number, number>();
  const lastSeen = new Map<number, number>();
  const sample = (isStart: boolean) => {
    for (const [pid, ms] of databaseProcesses()) {
      // A process born while watched counts from zero.
      if (!firstSeen.has(pid)) firstSeen.set(pid, isStart ? ms : 0);
      lastSeen.set(pid, ms);
    }
  };
  sample(true);
  const timer = setInterval(() => sample(false), 250);
  return {
    stop: () => {
      clearInterval(timer);
      sample(false);
      const bench = process.cpuUsage(benchAtStart);
      const apiNow = apiPid === undefined ? null : processCpuMs(apiPid);
      let databaseMs = 0;
      for (const [pid, ms] of lastSeen) databaseMs += ms - (firstSeen.get(pid) ?? 0);
      return {
        apiMs: apiNow !== null && apiAtStart !== null ? apiNow - apiAtStart : null,
        benchMs: (bench.user + bench.system) / 1000,
        databaseMs: lastSeen.size > 0 ? databaseMs : null,
      };
    },
  };
}
