import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import {
  CERTIFICATES_PATH,
  CertificateResponseSchema,
} from '@registry/contract/retirements/certificate';
import { EmitCertificationIdSchema } from '@registry/contract/retirements/retirements-api';
import { ok } from '../../lib/envelope';
import { getCertificate } from './get-certificate';

/** Retirement certificates (DESIGN.md 4.4): public, no login. */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${CERTIFICATES_PATH}/:emitCertificationId`,
    {
      schema: {
        params: z.object({ emitCertificationId: EmitCertificationIdSchema }),
        response: {
          200: CertificateResponseSchema,
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await getCertificate({
        ctx: {
          db: app.database.db,
          registryPrefix: app.config.registryPrefix,
          vkey: app.logSigner.vkey,
        },
        lng: request.lng,
        emitCertificationId: request.params.emitCertificationId,
      });
      // Until a checkpoint covers the leaf the answer changes within seconds.
      reply.header('cache-control', answer.proof.inclusion ? 'public, max-age=60' : 'no-store');
      return ok(request.lng, answer);
    },
  );
};
