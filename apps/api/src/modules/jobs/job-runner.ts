import { PgBoss } from 'pg-boss';
import { jobConnectionOptions, type JobConnection } from '../../db/job-schema';
import { startJobBeat, type JobBeat } from './job-beat';

/** The registry's jobs (decision 043); each is one pg-boss queue. */
export const JOB_NAMES = [
  'log-sequence',
  'outbox-dispatch',
  'ledger-reconcile',
  'public-comment-end',
  'yearly-fees',
  'market-moves',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export interface JobDefinition {
  /** How often a run is asked for (0: only when nudged). */
  everyMs: number;
  /** Ask for a run as soon as the app is ready (what an earlier process left). */
  isRunAtStart?: boolean;
  /** How long a run may take before pg-boss gives it to another worker. */
  expireInSeconds?: number;
  run: () => Promise<void>;
}

export interface JobRunner {
  /** Declares a job before the app is ready; its queue and worker start with the app. */
  define(name: JobName, definition: JobDefinition): void;
  /** Asks for a run soon, on whichever instance is free; never waits, a failure is logged. */
  nudge(name: JobName): void;
  /**
   * Runs a job here and now, after this process's run in flight (if any) has
   * ended: what was due when it was called is done when it resolves.
   */
  runNow(name: JobName): Promise<void>;
  start(): Promise<void>;
  /** No more runs asked for or taken; waits for the ones in flight. */
  stop(): Promise<void>;
}

/**
 * The registry's periodic work as pg-boss jobs (DESIGN.md 4.7, decision 043):
 * a queue per job with the `stately` policy, so the whole registry holds at
 * most one run waiting and one running, however many instances ask; a run
 * that fails is retried with backoff; a run whose worker dies is given to
 * another after its heartbeat stops. Asking is cheap and local (a beat, a
 * nudge after a commit); the work is the queue's, kept in the database across
 * restarts.
 */
export function createJobRunner(
  connection: JobConnection,
  onError: (error: unknown, name: string) => void,
): JobRunner {
  const definitions = new Map<JobName, JobDefinition>();
  const beats: JobBeat[] = [];
  let boss: PgBoss | null = null;
  // This process's runs of each job, one after the other (the queue's worker and runNow).
  const inFlight = new Map<JobName, Promise<void>>();
  const runHere = (name: JobName, run: () => Promise<void>): Promise<void> => {
    const next = (inFlight.get(name) ?? Promise.resolve()).catch(() => undefined).then(run);
    inFlight.set(name, next);
    return next;
  };

  const nudge = (name: JobName) => {
    if (!boss || !definitions.has(name)) return;
    boss.send(name).catch((error: unknown) => onError(error, name));
  };

  return {
    define(name, definition) {
      if (boss) throw new Error(`the job ${name} was defined after the jobs started`);
      definitions.set(name, definition);
    },
    nudge,
    async runNow(name) {
      const definition = definitions.get(name);
      if (definition) await runHere(name, definition.run);
    },
    async start() {
      if (definitions.size === 0) return;
      boss = new PgBoss({
        ...jobConnectionOptions(connection),
        migrate: false,
        useListenNotify: true,
        monitorIntervalSeconds: 15,
      });
      boss.on('error', (error) => onError(error, 'pg-boss'));
      await boss.start();
      for (const [name, definition] of definitions) {
        await boss.createQueue(name, {
          policy: 'stately',
          notify: true,
          retryLimit: 5,
          retryDelay: 1,
          retryBackoff: true,
          retryDelayMax: 60,
          expireInSeconds: definition.expireInSeconds ?? 300,
          heartbeatSeconds: 30,
          deleteAfterSeconds: 600,
        });
        await boss.work(
          name,
          { pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 2, localConcurrency: 1 },
          async () => {
            try {
              await runHere(name, definition.run);
            } catch (error) {
              onError(error, name);
              throw error;
            }
          },
        );
        if (definition.isRunAtStart) nudge(name);
        if (definition.everyMs > 0) beats.push(startJobBeat(() => nudge(name), definition.everyMs));
      }
    },
    async stop() {
      for (const beat of beats.splice(0)) beat.stop();
      const stopping = boss;
      boss = null;
      await stopping?.stop({ graceful: true, close: true, timeout: 30_000 });
    },
  };
}
