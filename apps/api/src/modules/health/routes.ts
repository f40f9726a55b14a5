import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema, ReadyResponseSchema } from '@registry/contract/common/health';
import { codeMessage } from '../../lib/envelope';

/**
 * GET /api/health: pings the database; 503 when it does not answer.
 * GET /api/health/ready: the same, and 503 while the last reconciliation found a difference.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } } },
    async (request, reply) => {
      const isUp = await app.database.ping();
      return reply.code(isUp ? 200 : 503).send({
        status: isUp ? 1 : 0,
        codeMessages: [codeMessage(request.lng, isUp ? 'OK' : 'ERROR_INTERNAL')],
        database: isUp ? 'up' : 'down',
        driver: app.database.driver,
      });
    },
  );

  app.get(
    '/health/ready',
    {
      schema: {
        description:
          'Ready to serve: the database answers and the last reconciliation found it as its log says (503 otherwise, until a later one passes).',
        response: { 200: ReadyResponseSchema, 503: ReadyResponseSchema },
      },
    },
    async (request, reply) => {
      const isUp = await app.database.ping();
      const { checkedAt, differences, differencesFound } = app.reconciliation.status;
      const isReady = isUp && differences.length === 0;
      const code = isReady ? 'OK' : isUp ? 'ERROR_DATABASE_DIFFERS_FROM_LOG' : 'ERROR_INTERNAL';
      return reply.code(isReady ? 200 : 503).send({
        status: isReady ? 1 : 0,
        codeMessages: [codeMessage(request.lng, code)],
        database: isUp ? 'up' : 'down',
        reconciliation: {
          checkedAt: checkedAt?.toISOString() ?? null,
          differenceCount: differences.length,
          differencesFound,
        },
      });
    },
  );
};
