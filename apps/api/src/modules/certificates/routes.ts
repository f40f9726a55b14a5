import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import { LanguageSchema } from '@registry/contract/common/language';
import {
  CERTIFICATES_PATH,
  CertificateResponseSchema,
} from '@registry/contract/retirements/certificate';
import { EmitCertificationIdSchema } from '@registry/contract/retirements/retirements-api';
import { ok } from '../../lib/envelope';
import { attachmentDisposition } from '../../lib/storage/content-disposition';
import { renderCertificatePdf } from './certificate-pdf';
import { getCertificate, type CertificateContext } from './get-certificate';

/** Retirement certificates (DESIGN.md 4.4): public, no login. */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): CertificateContext => ({
    db: app.database.db,
    registryPrefix: app.config.registryPrefix,
    vkey: app.logSigner.vkey,
  });
  const params = z.object({ emitCertificationId: EmitCertificationIdSchema });

  app.get(
    `${CERTIFICATES_PATH}/:emitCertificationId`,
    {
      schema: {
        params,
        response: {
          200: CertificateResponseSchema,
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await getCertificate({
        ctx: ctx(),
        lng: request.lng,
        emitCertificationId: request.params.emitCertificationId,
      });
      // Until a checkpoint covers the leaf the answer changes within seconds.
      reply.header('cache-control', answer.proof.inclusion ? 'public, max-age=60' : 'no-store');
      return ok(request.lng, answer);
    },
  );

  // The PDF in the caller's language (the lng header, or ?lng= for a plain link).
  app.get(
    `${CERTIFICATES_PATH}/:emitCertificationId/pdf`,
    { schema: { params, querystring: z.object({ lng: LanguageSchema.optional() }) } },
    async (request, reply) => {
      const { emitCertificationId } = request.params;
      const lng = request.query.lng ?? request.lng;
      const answer = await getCertificate({ ctx: ctx(), lng, emitCertificationId });
      const pageUrl = new URL(`/emit-certification/${emitCertificationId}`, app.config.publicUrl);
      const pdf = await renderCertificatePdf({
        answer,
        lng,
        pageUrl: pageUrl.toString(),
      });
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          attachmentDisposition(`${answer.certificate.certificateNumber}.pdf`),
        )
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );
};
