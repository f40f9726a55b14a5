import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotificationsCountResponseSchema } from '@registry/contract/auth/session';
import { ok } from '../../lib/envelope';
import { requireCaller } from '../../plugins/auth';
import { countUnread } from './count-unread';

/** GET /api/platform/projectCompanyTransfer/notifications: the bell's count of unread notifications. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/platform/projectCompanyTransfer/notifications',
    {
      preHandler: app.authenticate,
      schema: { response: { 200: NotificationsCountResponseSchema } },
    },
    async (request) => {
      const notifications = await countUnread({
        ctx: { db: app.database.db },
        caller: requireCaller(request),
      });
      return ok(request.lng, { notifications });
    },
  );
};
