import { link, readFile, unlink, writeFile } from 'node:fs/promises';

/** The embedded database is open in another process (or already in this one). */
export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database at ${dataDir} is in use by process ${pid} (a running npm start?). ` +
        'Stop that process first, or point DATABASE_URL at a PostgreSQL server. ' +
        `If no such process runs, delete ${lockPathOf(dataDir)}.`,
    );
    this.name = 'DatabaseLockedError';
  }
}

export interface EmbeddedLock {
  release(): Promise<void>;
}

/** Lock files this process holds: a second open here is refused too. */
const held = new Set<string>();

function lockPathOf(dataDir: string): string {
  return `${dataDir}.lock`;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid a lock file names, or null when it names none. */
async function ownerOf(lockPath: string): Promise<number | null> {
  const text = await readFile(lockPath, 'utf8').catch(() => '');
  const pid = Number.parseInt(text, 10);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

/**
 * PGlite is one process's database: two processes writing the same directory
 * would corrupt it, and PGlite does not stop the second. This lock file next
 * to the directory (DATA_DIR/pglite.lock, holding the pid) does. A lock whose
 * process has ended (a crash, a kill) is taken over.
 */
export async function lockEmbeddedDatabase(dataDir: string): Promise<EmbeddedLock> {
  const lockPath = lockPathOf(dataDir);
  if (held.has(lockPath)) throw new DatabaseLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    // Written aside, then linked into place: the lock appears whole, pid included.
    const draft = `${lockPath}.${process.pid}`;
    await writeFile(draft, `${process.pid}\n`);
    try {
      await link(draft, lockPath);
      held.add(lockPath);
      return {
        release: async () => {
          held.delete(lockPath);
          await unlink(lockPath).catch(() => undefined);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = await ownerOf(lockPath);
      // This pid in a lock this process does not hold: a previous life of a
      // container whose process keeps the same pid.
      if (pid !== null && pid !== process.pid && isRunning(pid)) {
        throw new DatabaseLockedError(dataDir, pid);
      }
      await unlink(lockPath).catch(() => undefined);
    } finally {
      await unlink(draft).catch(() => undefined);
    }
  }
  throw new DatabaseLockedError(dataDir, (await ownerOf(lockPath)) ?? 0);
}
