import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  ActiveCompaniesResponseSchema,
  AdminCompaniesQuerySchema,
  AdminCompaniesResponseSchema,
  CompanyReviewsResponseSchema,
  ReviewCompanyRequestSchema,
  ReviewCompanyResponseSchema,
  SystemAccountsResponseSchema,
} from '@registry/contract/administration/companies';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import { IdParamSchema } from '@registry/contract/common/ids';
import { ok } from '../../lib/envelope';
import { requireCaller } from '../../plugins/auth';
import { requireCertifier } from './certifier-access';
import { listActiveCompanies } from './list-active-companies';
import { listCompanies } from './list-companies';
import { listCompanyReviews } from './list-company-reviews';
import { listSystemAccounts } from './list-system-accounts';
import { reviewCompany, type ReviewContext } from './review-company';

const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

const CompanyIdParamsSchema = z.object({ id: IdParamSchema });

/**
 * The certifier's review of companies (DESIGN.md 4.1 and 4.5). The list,
 * the review and the system accounts are the certifier's: another caller is
 * refused before the query or body is validated, and the actions check again.
 */
export const administrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest): ReviewContext => ({
    db: app.database.db,
    mailer: app.mailer,
    log: request.log,
    publicUrl: app.config.publicUrl,
  });
  const forCertifier = {
    onRequest: app.authenticate,
    preValidation: async (request: FastifyRequest) => requireCertifier(requireCaller(request)),
  };

  app.get(
    '/company/get-all',
    {
      ...forCertifier,
      schema: {
        querystring: AdminCompaniesQuerySchema,
        response: { 200: AdminCompaniesResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await listCompanies({
          ctx: context(request),
          caller: requireCaller(request),
          input: request.query,
        }),
      ),
  );

  app.get(
    '/company/active',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: ActiveCompaniesResponseSchema, ...ERRORS } },
    },
    async (request) => ok(request.lng, await listActiveCompanies({ ctx: context(request) })),
  );

  app.post(
    '/administration/companies/review',
    {
      ...forCertifier,
      schema: {
        body: ReviewCompanyRequestSchema,
        response: { 200: ReviewCompanyResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const result = await reviewCompany({
        ctx: context(request),
        caller: requireCaller(request),
        input: request.body,
      });
      return ok(request.lng, result, 'SUCCESS_COMPANY_REVIEWED', { company: result.company.name });
    },
  );

  app.get(
    '/administration/companies/:id/reviews',
    {
      onRequest: app.authenticate,
      schema: {
        params: CompanyIdParamsSchema,
        response: { 200: CompanyReviewsResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await listCompanyReviews({
          ctx: context(request),
          caller: requireCaller(request),
          input: { id: request.params.id },
        }),
      ),
  );

  app.get(
    '/administration/system-accounts',
    { ...forCertifier, schema: { response: { 200: SystemAccountsResponseSchema, ...ERRORS } } },
    async (request) =>
      ok(
        request.lng,
        await listSystemAccounts({ ctx: context(request), caller: requireCaller(request) }),
      ),
  );
};
