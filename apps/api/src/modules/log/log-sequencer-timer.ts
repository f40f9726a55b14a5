/**
 * Runs the sequencer every `intervalMs` (LOG_SEQUENCE_INTERVAL_MS), one run at
 * a time: the next run is scheduled when the previous one ends. 0 disables it.
 * The first run comes after `firstDelayMs` (the reconciliation job runs at once).
 */
export function startLogSequencerTimer(
  run: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
  firstDelayMs = intervalMs,
): { stop(): Promise<void> } {
  let isStopped = intervalMs <= 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = run()
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      )
      .finally(() => {
        if (!isStopped) timer = setTimeout(tick, intervalMs);
      });
  };
  if (!isStopped) timer = setTimeout(tick, firstDelayMs);
  return {
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
