import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyError, FastifyRequest } from 'fastify';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import {
  CompanyViewParamsSchema,
  GetCompanyViewResponseSchema,
} from '@registry/contract/company/company-view';
import {
  GetMyCompanyRequestSchema,
  GetMyCompanyResponseSchema,
  MyCompanySavedResponseSchema,
} from '@registry/contract/company/my-company';
import {
  UpdatePasswordExpirationRequestSchema,
  UpdatePasswordExpirationResponseSchema,
} from '@registry/contract/company/password-expiration';
import {
  RegenerateApiTokenRequestSchema,
  RegenerateApiTokenResponseSchema,
} from '@registry/contract/company/regenerate-api-token';
import { GetSurveyDueDiligenceResponseSchema } from '@registry/contract/company/survey';
import { UpdateBillingRequestSchema } from '@registry/contract/company/update-billing';
import { UpdateDueDiligenceRequestSchema } from '@registry/contract/company/update-due-diligence';
import { UpdateMyCompanyRequestSchema } from '@registry/contract/company/update-my-company';
import { ok } from '../../lib/envelope';
import { requireCaller } from '../../plugins/auth';
import { certifierEditRoutes } from './certifier-edit-routes';
import type { CompanyProfileContext } from './company-profile-context';
import { getCompanyView } from './get-company-view';
import { getMyCompany } from './get-my-company';
import { getSurvey } from './get-survey';
import { MissingItemsError } from './missing-items';
import { regenerateApiToken } from './regenerate-api-token';
import { updateBilling } from './update-billing';
import { updateDueDiligence } from './update-due-diligence';
import { updateMyCompany } from './update-my-company';
import { updatePasswordExpiration } from './update-password-expiration';

const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/**
 * My Company (tabs 1, 2, 3 and 5) and the read-only company view (spec
 * sections 2 and 7, Company). Every call needs a session; the company is the
 * session's, except the view's id (checked with canReadCompany). A save that
 * lacks several things answers HTTP 400 with one codeMessage per missing item.
 */
export const companyProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest): CompanyProfileContext => ({
    db: app.database.db,
    lng: request.lng,
  });

  // Encapsulated: only these routes. Anything else goes on to the app's handler.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof MissingItemsError) {
      return reply.code(400).send({ status: 0, codeMessages: error.codeMessages(request.lng) });
    }
    throw error;
  });

  app.post(
    '/company/getCompanyMyCompany',
    {
      onRequest: app.authenticate,
      schema: {
        body: GetMyCompanyRequestSchema,
        response: { 200: GetMyCompanyResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await getMyCompany({ ctx: context(request), caller: requireCaller(request) }),
      ),
  );

  app.post(
    '/company/update-my-company',
    {
      onRequest: app.authenticate,
      schema: {
        body: UpdateMyCompanyRequestSchema,
        response: { 200: MyCompanySavedResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await updateMyCompany({
          ctx: context(request),
          caller: requireCaller(request),
          input: request.body,
        }),
        'SUCCESS_COMPANY_UPDATED',
      ),
  );

  app.post(
    '/company/update-billing-my-company',
    {
      onRequest: app.authenticate,
      schema: {
        body: UpdateBillingRequestSchema,
        response: { 200: MyCompanySavedResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await updateBilling({
          ctx: context(request),
          caller: requireCaller(request),
          input: request.body,
        }),
        'SUCCESS_BILLING_UPDATED',
      ),
  );

  app.post(
    '/company/update-due-diligence-my-company',
    {
      onRequest: app.authenticate,
      schema: {
        body: UpdateDueDiligenceRequestSchema,
        response: { 200: MyCompanySavedResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await updateDueDiligence({
          ctx: context(request),
          caller: requireCaller(request),
          input: request.body,
        }),
        'SUCCESS_DUE_DILIGENCE_UPDATED',
      ),
  );

  app.get(
    '/company/survey-due-diligence',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: GetSurveyDueDiligenceResponseSchema, ...ERRORS } },
    },
    async (request) => ok(request.lng, await getSurvey({ ctx: context(request) })),
  );

  app.post(
    '/company/update-password-expiration-days',
    {
      onRequest: app.authenticate,
      schema: {
        body: UpdatePasswordExpirationRequestSchema,
        response: { 200: UpdatePasswordExpirationResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const result = await updatePasswordExpiration({
        ctx: context(request),
        caller: requireCaller(request),
        input: request.body,
      });
      return ok(request.lng, result, 'SUCCESS_PASSWORD_EXPIRATION_UPDATED', {
        days: result.passwordExpirationDays,
      });
    },
  );

  app.post(
    '/company/regenerate-api-token',
    {
      onRequest: app.authenticate,
      schema: {
        body: RegenerateApiTokenRequestSchema,
        response: { 200: RegenerateApiTokenResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await regenerateApiToken({
          ctx: context(request),
          caller: requireCaller(request),
          input: request.body,
        }),
        'SUCCESS_API_TOKEN_REGENERATED',
      ),
  );

  app.get(
    '/company/get-by-id/:id',
    {
      onRequest: app.authenticate,
      schema: {
        params: CompanyViewParamsSchema,
        response: { 200: GetCompanyViewResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await getCompanyView({
          ctx: context(request),
          caller: requireCaller(request),
          id: request.params.id,
        }),
      ),
  );

  // A certifier's edits of any company, under this scope's error handler.
  await app.register(certifierEditRoutes);
};
