import type { FastifyInstance } from 'fastify';
import { closePublicComments } from './close-public-comments';

/** How often the registry looks for public comments that have ended. */
export const PUBLIC_COMMENT_JOB_MS = 60 * 60 * 1000;

/**
 * The automatic end of public comment (DESIGN.md 4.2): once the app is ready
 * and then every hour, projects whose public comment ended go on to
 * validation. A failure is logged and tried again at the next run.
 */
export function startPublicCommentJob(app: FastifyInstance): void {
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  const run = () => {
    running = running.then(() =>
      closePublicComments({ ctx: { db: app.database.db, now: () => new Date() } }).then(
        ({ closed }) => {
          if (closed > 0) app.log.info({ closed }, 'public comment closed');
        },
        (err: unknown) => app.log.error({ err }, 'closing public comments failed'),
      ),
    );
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, PUBLIC_COMMENT_JOB_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
