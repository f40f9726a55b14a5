import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  InvoiceProofRequestSchema,
  InvoiceResponseSchema,
  InvoiceReviewRequestSchema,
} from '@registry/contract/billing/invoice-payments';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import { IdParamSchema } from '@registry/contract/common/ids';
import { LanguageSchema } from '@registry/contract/common/language';
import { ok } from '../../lib/envelope';
import { attachmentDisposition } from '../../lib/storage/content-disposition';
import { requireCaller } from '../../plugins/auth';
import { requireCertifier } from '../administration/certifier-access';
import { findInvoice, toInvoice } from './invoice-row';
import { renderInvoicePdf } from './invoice-pdf';
import { reviewInvoice } from './review-invoice';
import { uploadInvoiceProof, type PaymentContext } from './upload-invoice-proof';

const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

const params = z.object({ id: IdParamSchema });

/** An invoice's PDF and its payment: the proof, the certifier's review (DESIGN.md 4.5). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest): PaymentContext => ({
    db: app.database.db,
    registryPrefix: app.config.registryPrefix,
    bank: app.config.bank,
    now: () => new Date(),
    mailer: app.mailer,
    log: request.log,
    publicUrl: app.config.publicUrl,
  });

  // The PDF in the caller's language (the lng header, or ?lng= for a plain link).
  app.get(
    '/billing/invoices/:id/pdf',
    {
      onRequest: app.authenticate,
      schema: { params, querystring: z.object({ lng: LanguageSchema.optional() }) },
    },
    async (request, reply) => {
      const ctx = context(request);
      const { row, companyName } = await findInvoice(
        ctx.db,
        requireCaller(request),
        request.params.id,
      );
      const invoice = toInvoice(ctx.registryPrefix, row, companyName);
      const pdf = await renderInvoicePdf({
        invoice,
        billing: row.billing,
        bank: ctx.bank,
        lng: request.query.lng ?? request.lng,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(`${invoice.number}.pdf`))
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    '/billing/invoices/:id/proof',
    {
      onRequest: app.authenticate,
      schema: {
        params,
        body: InvoiceProofRequestSchema,
        response: { 200: InvoiceResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await uploadInvoiceProof({
          ctx: context(request),
          caller: requireCaller(request),
          id: request.params.id,
          input: request.body,
        }),
        'SUCCESS_INVOICE_PROOF_SENT',
      ),
  );

  app.post(
    '/billing/invoices/:id/review',
    {
      onRequest: app.authenticate,
      preValidation: async (request: FastifyRequest) => requireCertifier(requireCaller(request)),
      schema: {
        params,
        body: InvoiceReviewRequestSchema,
        response: { 200: InvoiceResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await reviewInvoice({
          ctx: context(request),
          caller: requireCaller(request),
          id: request.params.id,
          input: request.body,
        }),
        'SUCCESS_INVOICE_REVIEWED',
      ),
  );
};
