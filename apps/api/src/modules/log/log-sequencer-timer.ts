/**
 * Runs the sequencer every `intervalMs` (LOG_SEQUENCE_INTERVAL_MS), one run at
 * a time: the next run is scheduled when the previous one ends. 0 disables it.
 */
export function startLogSequencerTimer(
  run: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
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
  if (!isStopped) timer = setTimeout(tick, intervalMs);
  return {
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
