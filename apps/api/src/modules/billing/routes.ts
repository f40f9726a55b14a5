import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  FeesResponseSchema,
  InvoicesQuerySchema,
  InvoicesResponseSchema,
  SetFeeRequestSchema,
  SetFeeResponseSchema,
} from '@registry/contract/billing/billing-api';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import { ok } from '../../lib/envelope';
import { requireCaller } from '../../plugins/auth';
import { requireCertifier } from '../administration/certifier-access';
import type { BillingContext } from './billing-context';
import { listFees } from './list-fees';
import { listInvoices } from './list-invoices';
import { paymentRoutes } from './payment-routes';
import { startYearlyFeeJob } from './raise-yearly-fees';
import { setFee } from './set-fee';

const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/** The fee schedule and the invoices (DESIGN.md 4.5). Every call needs a session. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (): BillingContext => ({
    db: app.database.db,
    registryPrefix: app.config.registryPrefix,
    bank: app.config.bank,
    now: () => new Date(),
  });

  app.get(
    '/billing/fees',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: FeesResponseSchema, ...ERRORS } },
    },
    async (request) => ok(request.lng, await listFees({ ctx: context() })),
  );

  app.post(
    '/billing/fees',
    {
      onRequest: app.authenticate,
      preValidation: async (request: FastifyRequest) => requireCertifier(requireCaller(request)),
      schema: { body: SetFeeRequestSchema, response: { 200: SetFeeResponseSchema, ...ERRORS } },
    },
    async (request) =>
      ok(
        request.lng,
        await setFee({ ctx: context(), caller: requireCaller(request), input: request.body }),
        'SUCCESS_FEE_SAVED',
      ),
  );

  await app.register(paymentRoutes);
  startYearlyFeeJob(app);

  app.get(
    '/billing/invoices',
    {
      onRequest: app.authenticate,
      schema: {
        querystring: InvoicesQuerySchema,
        response: { 200: InvoicesResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await listInvoices({
          ctx: context(),
          caller: requireCaller(request),
          input: request.query,
        }),
      ),
  );
};
