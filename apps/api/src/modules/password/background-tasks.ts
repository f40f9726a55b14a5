import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  /** Starts the task without waiting for it; a failure is logged, never thrown. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves when every task started so far has ended. */
  idle(): Promise<void>;
}

/**
 * Work that must not delay an answer, such as delivering a mail: the recovery
 * call answers as fast for an unknown e-mail as for a known one.
 */
export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const running = task()
        .catch((err: unknown) => log.error({ err }, `background task failed: ${name}`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
