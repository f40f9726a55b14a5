import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptCompanyTermsRequestSchema,
  AcceptCompanyTermsResponseSchema,
  GetCompanyTermsResponseSchema,
} from '@registry/contract/auth/company-terms';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import { ok } from '../../lib/envelope';
import { requireCaller } from '../../plugins/auth';
import type { SessionSettings } from '../user/session-settings';
import { acceptTerms } from './accept-terms';
import { getTerms } from './get-terms';

const ERRORS = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/** GET/POST /api/company/terms: the terms and personal-data acceptance of the caller's company. */
export const companyTermsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: SessionSettings = {
    db: app.database.db,
    keys: app.keys,
    accessTokenTtl: app.config.accessTokenTtl,
    refreshTokenTtl: app.config.refreshTokenTtl,
  };

  app.get(
    '/company/terms',
    {
      preHandler: app.authenticate,
      schema: { response: { 200: GetCompanyTermsResponseSchema, ...ERRORS } },
    },
    async (request) => ok(request.lng, await getTerms({ ctx, caller: requireCaller(request) })),
  );

  app.post(
    '/company/terms',
    {
      preHandler: app.authenticate,
      schema: {
        body: AcceptCompanyTermsRequestSchema,
        response: { 200: AcceptCompanyTermsResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await acceptTerms({ ctx, caller: requireCaller(request), input: request.body }),
        'SUCCESS_TERMS',
      ),
  );
};
