import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GetCompanyResponseSchema } from '@registry/contract/company/get-company';
import { ok } from '../../lib/envelope';
import { requireCaller } from '../../plugins/auth';
import { getCompany } from './get-company';

/** Company calls of the session: GET /api/company/ (and, later, My Company). */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/',
    {
      preHandler: app.authenticate,
      schema: { response: { 200: GetCompanyResponseSchema } },
    },
    async (request) =>
      ok(
        request.lng,
        await getCompany({ ctx: { db: app.database.db }, caller: requireCaller(request) }),
      ),
  );
};
