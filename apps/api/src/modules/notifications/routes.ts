import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotificationsCountResponseSchema } from '@registry/contract/auth/session';
import { LatestNotificationsResponseSchema } from '@registry/contract/notifications/list-latest-notifications';
import {
  NOTIFICATIONS_PAGE_LIMIT,
  NotificationsPageQuerySchema,
  NotificationsPageResponseSchema,
} from '@registry/contract/notifications/list-notifications';
import {
  MarkNotificationsReadBodySchema,
  MarkNotificationsReadResponseSchema,
} from '@registry/contract/notifications/mark-read';
import { ok } from '../../lib/envelope';
import { requireCaller } from '../../plugins/auth';
import { countUnread } from './count-unread';
import { listLatest } from './list-latest';
import { listNotifications } from './list-notifications';
import { markRead } from './mark-read';

/**
 * GET /api/platform/projectCompanyTransfer/notifications: the bell's count of unread notifications.
 * GET /api/platform/projectCompanyTransfer/notifications/latest: the bell's list of the newest ones.
 * GET /api/platform/projectCompanyTransfer/notifications/all: every one, a page at a time ("see all").
 * POST /api/platform/projectCompanyTransfer/notifications/read: marks some or all of them read.
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

  app.get(
    '/platform/projectCompanyTransfer/notifications/all',
    {
      preHandler: app.authenticate,
      schema: {
        querystring: NotificationsPageQuerySchema,
        response: { 200: NotificationsPageResponseSchema },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await listNotifications({
          ctx: { db: app.database.db },
          caller: requireCaller(request),
          input: { cursor: request.query.cursor, limit: NOTIFICATIONS_PAGE_LIMIT },
        }),
      ),
  );

  app.post(
    '/platform/projectCompanyTransfer/notifications/read',
    {
      preHandler: app.authenticate,
      schema: {
        body: MarkNotificationsReadBodySchema,
        response: { 200: MarkNotificationsReadResponseSchema },
      },
    },
    async (request) => {
      const notifications = await markRead({
        ctx: { db: app.database.db },
        caller: requireCaller(request),
        body: request.body,
      });
      return ok(request.lng, { notifications });
    },
  );
};
