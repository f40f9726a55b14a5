import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import {
  REGISTRY_REPORT_PATH,
  RegistryReportQuerySchema,
  RegistryReportResponseSchema,
} from '@registry/contract/retirements/registry-report';
import { ok } from '../../lib/envelope';
import { attachmentDisposition } from '../../lib/storage/content-disposition';
import { renderRegistryReportCsv } from './export-registry-report-csv';
import { renderRegistryReportXlsx } from './export-registry-report-xlsx';
import { getRegistryReport } from './get-registry-report';
import { registryReportFileName } from './registry-report-texts';

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The registry's public report (/jp-report; DESIGN.md 4.4): anyone. */
export const registryReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    REGISTRY_REPORT_PATH,
    {
      schema: {
        description:
          'Tonnes of the public projects issued, retired, cancelled and in the buffer pool, in total and by year, standard, country and sector.',
        querystring: RegistryReportQuerySchema,
        response: { 200: RegistryReportResponseSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await getRegistryReport({ db: app.database.db, query: request.query, lng: request.lng }),
      ),
  );

  for (const format of ['csv', 'xlsx'] as const) {
    app.get(
      `${REGISTRY_REPORT_PATH}.${format}`,
      {
        schema: {
          description: `The registry's public report as ${format.toUpperCase()}, in the caller's language.`,
          querystring: RegistryReportQuerySchema,
        },
      },
      async (request, reply) => {
        const report = await getRegistryReport({
          db: app.database.db,
          query: request.query,
          lng: request.lng,
        });
        const body =
          format === 'csv'
            ? renderRegistryReportCsv(report, request.lng)
            : await renderRegistryReportXlsx(report, request.lng, new Date());
        return reply
          .header('content-type', TYPES[format])
          .header(
            'content-disposition',
            attachmentDisposition(registryReportFileName(request.lng, format)),
          )
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  }
};
