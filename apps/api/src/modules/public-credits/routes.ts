import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import { PUBLIC_PROJECTS_PATH } from '@registry/contract/projects/public-projects';
import {
  ProjectCertificatesParamsSchema,
  ProjectCertificatesQuerySchema,
  ProjectCertificatesResponseSchema,
  ProjectCreditsSummaryResponseSchema,
} from '@registry/contract/retirements/public-credits';
import { ok } from '../../lib/envelope';
import { getProjectCreditSummary } from './get-project-credit-summary';
import { listProjectCertificates } from './list-project-certificates';

const ERRORS = { 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

/** A public project's credits and retirement certificates (DESIGN.md 4.4): anyone. */
export const publicCreditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${PUBLIC_PROJECTS_PATH}/:projectId/credits`,
    {
      schema: {
        params: ProjectCertificatesParamsSchema,
        response: { 200: ProjectCreditsSummaryResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await getProjectCreditSummary({
          db: app.database.db,
          projectId: request.params.projectId,
        }),
      ),
  );

  app.get(
    `${PUBLIC_PROJECTS_PATH}/:projectId/certificates`,
    {
      schema: {
        params: ProjectCertificatesParamsSchema,
        querystring: ProjectCertificatesQuerySchema,
        response: { 200: ProjectCertificatesResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await listProjectCertificates({
          db: app.database.db,
          registryPrefix: app.config.registryPrefix,
          projectId: request.params.projectId,
          purpose: request.query.purpose,
        }),
      ),
  );
};
