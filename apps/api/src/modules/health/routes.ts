import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@registry/contract/common/health';
import { codeMessage } from '../../lib/envelope';

/** GET /api/health: pings the database; 503 when it does not answer. */
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
};
