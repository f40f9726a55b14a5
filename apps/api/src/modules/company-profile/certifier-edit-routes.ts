import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  CertifierUpdateBillingRequestSchema,
  CertifierUpdateCompanyRequestSchema,
  CertifierUpdateDueDiligenceRequestSchema,
} from '@registry/contract/administration/company-edits';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import { IdParamSchema } from '@registry/contract/common/ids';
import {
  GetMyCompanyResponseSchema,
  MyCompanySavedResponseSchema,
} from '@registry/contract/company/my-company';
import { ok } from '../../lib/envelope';
import { requireCaller } from '../../plugins/auth';
import { requireCertifier } from '../administration/certifier-access';
import type { CompanyProfileContext } from './company-profile-context';
import { getMyCompany } from './get-my-company';
import { updateBilling } from './update-billing';
import { updateDueDiligence } from './update-due-diligence';
import { updateMyCompany } from './update-my-company';

const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/**
 * A certifier edits a company's data (spec section 7 company/update,
 * update-billing, update-due-diligence; DESIGN.md 4.5) through My Company's
 * own saves and checks, the company named in the body. Registered inside the
 * company-profile routes, so a save that lacks things answers the same 400.
 * Another account type is refused before the body is validated.
 */
export const certifierEditRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest): CompanyProfileContext => ({
    db: app.database.db,
    lng: request.lng,
  });
  const forCertifier = {
    onRequest: app.authenticate,
    preValidation: async (request: FastifyRequest) => requireCertifier(requireCaller(request)),
  };

  app.get(
    '/administration/companies/:id/profile',
    {
      ...forCertifier,
      schema: {
        params: z.object({ id: IdParamSchema }),
        response: { 200: GetMyCompanyResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await getMyCompany({
          ctx: context(request),
          caller: requireCaller(request),
          companyId: request.params.id,
        }),
      ),
  );

  app.post(
    '/company/update',
    {
      ...forCertifier,
      schema: {
        body: CertifierUpdateCompanyRequestSchema,
        response: { 200: MyCompanySavedResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { companyId, ...input } = request.body;
      const saved = await updateMyCompany({
        ctx: context(request),
        caller: requireCaller(request),
        input,
        companyId,
      });
      return ok(request.lng, saved, 'SUCCESS_COMPANY_UPDATED');
    },
  );

  app.post(
    '/company/update-billing',
    {
      ...forCertifier,
      schema: {
        body: CertifierUpdateBillingRequestSchema,
        response: { 200: MyCompanySavedResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { companyId, ...input } = request.body;
      const saved = await updateBilling({
        ctx: context(request),
        caller: requireCaller(request),
        input,
        companyId,
      });
      return ok(request.lng, saved, 'SUCCESS_BILLING_UPDATED');
    },
  );

  app.post(
    '/company/update-due-diligence',
    {
      ...forCertifier,
      schema: {
        body: CertifierUpdateDueDiligenceRequestSchema,
        response: { 200: MyCompanySavedResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { companyId, ...input } = request.body;
      const saved = await updateDueDiligence({
        ctx: context(request),
        caller: requireCaller(request),
        input,
        companyId,
      });
      return ok(request.lng, saved, 'SUCCESS_DUE_DILIGENCE_UPDATED');
    },
  );
};
