import type { FastifyInstance } from 'fastify';

/**
 * Periodic work in the API process (until the jobs of DESIGN.md 4.7): once
 * the app is ready and then every `everyMs`, one run at a time; a failure is
 * logged and tried again at the next run; closing the app waits for a run.
 */
export function startPeriodicJob(
  app: FastifyInstance,
  { name, everyMs, run }: { name: string; everyMs: number; run: () => Promise<void> },
): void {
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    running = running.then(run).catch((err: unknown) => app.log.error({ err }, `${name} failed`));
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
