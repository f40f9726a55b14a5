import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import {
  CreatedWebhookResponseSchema,
  CreateWebhookRequestSchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveriesResponseSchema,
  WebhookDeliveryResponseSchema,
  WebhookParamsSchema,
  WebhookResponseSchema,
  WebhooksResponseSchema,
} from '@registry/contract/webhooks/webhooks-api';
import { ok } from '../../lib/envelope';
import { requireCaller } from '../../plugins/auth';
import { createWebhook } from './create-webhook';
import { deleteWebhook } from './delete-webhook';
import { listDeliveries } from './list-deliveries';
import { listWebhooks } from './list-webhooks';
import { resendDelivery } from './resend-delivery';

const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

/** A company admin's webhooks and their deliveries (DESIGN.md 4.6, /register-api). */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.get(
    '/company/webhooks',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: WebhooksResponseSchema, ...ERRORS } },
    },
    async (request) =>
      ok(request.lng, await listWebhooks({ db: db(), caller: requireCaller(request) })),
  );
  app.post(
    '/company/webhooks',
    {
      onRequest: app.authenticate,
      schema: {
        body: CreateWebhookRequestSchema,
        response: { 200: CreatedWebhookResponseSchema, ...ERRORS, 422: ErrorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await createWebhook({
          db: db(),
          caller: requireCaller(request),
          input: request.body,
          privateAddresses: app.config.webhookPrivateAddresses,
        }),
      ),
  );
  app.post(
    '/company/webhooks/:id/delete',
    {
      onRequest: app.authenticate,
      schema: { params: WebhookParamsSchema, response: { 200: WebhookResponseSchema, ...ERRORS } },
    },
    async (request) =>
      ok(
        request.lng,
        await deleteWebhook({ db: db(), caller: requireCaller(request), id: request.params.id }),
      ),
  );
  app.get(
    '/company/webhooks/:id/deliveries',
    {
      onRequest: app.authenticate,
      schema: {
        params: WebhookParamsSchema,
        querystring: WebhookDeliveriesQuerySchema,
        response: { 200: WebhookDeliveriesResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await listDeliveries({
          db: db(),
          caller: requireCaller(request),
          webhookId: request.params.id,
          cursor: request.query.cursor,
        }),
      ),
  );
  app.post(
    '/company/webhooks/deliveries/:id/resend',
    {
      onRequest: app.authenticate,
      schema: {
        params: WebhookParamsSchema,
        response: { 200: WebhookDeliveryResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const answer = await resendDelivery({
        db: db(),
        caller: requireCaller(request),
        deliveryId: request.params.id,
      });
      app.outbox.nudge();
      return ok(request.lng, answer);
    },
  );
};
