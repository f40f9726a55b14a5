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
import { attachmentDisposition } from '../../lib/storage/content-disposition';
import { exportRetiredBlocksCsv, retiredBlocksFileName } from './export-retired-blocks-csv';
import { exportRetiredBlocksXlsx } from './export-retired-blocks-xlsx';
import { getProjectCreditSummary } from './get-project-credit-summary';
import { listProjectCertificates } from './list-project-certificates';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
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

  app.get(
    `${PUBLIC_PROJECTS_PATH}/:projectId/retired-blocks.csv`,
    {
      schema: {
        description:
          "Every retired block of a public project, with its certificate, as CSV in the caller's language.",
        params: ProjectCertificatesParamsSchema,
      },
    },
    async (request, reply) => {
      const { projectId } = request.params;
      const csv = await exportRetiredBlocksCsv({
        db: app.database.db,
        registryPrefix: app.config.registryPrefix,
        projectId,
        lng: request.lng,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          attachmentDisposition(retiredBlocksFileName(request.lng, projectId)),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    `${PUBLIC_PROJECTS_PATH}/:projectId/retired-blocks.xlsx`,
    {
      schema: {
        description:
          "Every retired block of a public project, with its certificate, as an XLSX workbook in the caller's language.",
        params: ProjectCertificatesParamsSchema,
      },
    },
    async (request, reply) => {
      const { projectId } = request.params;
      const workbook = await exportRetiredBlocksXlsx({
        db: app.database.db,
        registryPrefix: app.config.registryPrefix,
        projectId,
        lng: request.lng,
      });
      return reply
        .header('content-type', XLSX_TYPE)
        .header(
          'content-disposition',
          attachmentDisposition(retiredBlocksFileName(request.lng, projectId, 'xlsx')),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(workbook);
    },
  );
};
