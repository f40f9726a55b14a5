import type { FastifyInstance } from 'fastify';
import { closePublicComments } from './close-public-comments';

/** How often the registry looks for public comments that have ended. */
export const PUBLIC_COMMENT_JOB_MS = 60 * 60 * 1000;

/**
 * The automatic end of public comment (DESIGN.md 4.2), a job (decision 043):
 * once the app is ready and then every hour, projects whose public comment
 * ended go on to validation. A failure is logged and retried.
 */
export function startPublicCommentJob(app: FastifyInstance): void {
  app.jobs.define('public-comment-end', {
    everyMs: PUBLIC_COMMENT_JOB_MS,
    isRunAtStart: true,
    run: async () => {
      const { closed } = await closePublicComments({
        ctx: { db: app.database.db, now: () => new Date() },
      });
      if (closed > 0) app.log.info({ closed }, 'public comment closed');
    },
  });
}
