/** The outbox's dispatcher as the app runs it. */
export interface OutboxTimer {
  /** Asks for a run soon (after a commit that wrote a row); never waits for it. */
  nudge(): void;
  /** Resolves once a run that started after this call has ended: what was due is sent or failed. */
  drain(): Promise<void>;
  /** No more runs; resolves when the one in flight has ended. */
  stop(): Promise<void>;
}

/**
 * Runs the dispatcher every `intervalMs` (OUTBOX_INTERVAL_MS; 0 runs it only
 * when nudged), and at once when nudged; one run at a time (the shape of
 * log-sequencer-timer.ts). Runs queue behind the one in flight, at most one
 * waiting: nudges while one waits join it.
 */
export function startOutboxTimer(
  run: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): OutboxTimer {
  let isStopped = false;
  let isQueued = false;
  let timer: NodeJS.Timeout | null = null;
  let last: Promise<void> = Promise.resolve();
  const queueRun = (): Promise<void> => {
    if (isStopped || isQueued) return last;
    isQueued = true;
    last = last.then(async () => {
      isQueued = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await run().catch(onError);
      if (!isStopped && !isQueued && intervalMs > 0) timer = setTimeout(queueRun, intervalMs);
    });
    return last;
  };
  // A first run at start sends what an earlier process left pending.
  void queueRun();
  return {
    nudge: () => void queueRun(),
    drain: queueRun,
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await last;
    },
  };
}
