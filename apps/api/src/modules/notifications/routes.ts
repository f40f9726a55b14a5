import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotificationsCountResponseSchema } from '@registry/contract/auth/session';
import { LatestNotificationsResponseSchema } from '@registry/contract/notifications/list-latest-notifications';
import { ok } from '../../lib/envelope';
import { requireCaller } from '../../plugins/auth';
import { countUnread } from './count-unread';
import { listLatest } from './list-latest';

/**
 * GET /api/platform/projectCompanyTransfer/notifications: the bell's count of unread notifications.
 * GET /api/platform/projectCompanyTransfer/notifications/latest: the bell's list of the newest ones.
 */
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

  app.get(
    '/platform/projectCompanyTransfer/notifications/latest',
    {
      preHandler: app.authenticate,
      schema: { response: { 200: LatestNotificationsResponseSchema } },
    },
    async (request) => {
      const notifications = await listLatest({
        ctx: { db: app.database.db },
        caller: requireCaller(request),
      });
      return ok(request.lng, { notifications });
    },
  );
};
