import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import type { Language } from '@registry/contract/common/language';
import {
  CARBON_TAX_REPORT_FORMATS,
  CARBON_TAX_REPORT_PATH,
  CarbonTaxReportQuerySchema,
  CarbonTaxReportResponseSchema,
  type CarbonTaxReportAnswer,
  type CarbonTaxReportFormat,
  type CarbonTaxReportQuery,
} from '@registry/contract/retirements/carbon-tax-report';
import { ok } from '../../lib/envelope';
import { attachmentDisposition } from '../../lib/storage/content-disposition';
import { requireCaller } from '../../plugins/auth';
import { renderCarbonTaxCsv } from './carbon-tax-csv';
import { renderCarbonTaxPdf } from './carbon-tax-pdf';
import type { ReportContext } from './carbon-tax-query';
import { getCarbonTaxFileReport, getCarbonTaxReport } from './carbon-tax-report';
import { renderCarbonTaxXlsx } from './carbon-tax-xlsx';
import { carbonTaxFileName } from './report-texts';

const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
};

/** A file of the report: its bytes, or text. */
type Renderer = (
  report: CarbonTaxReportAnswer,
  query: CarbonTaxReportQuery,
  lng: Language,
  now: Date,
) => Promise<string | Buffer>;

const CONTENT_TYPES: Record<CarbonTaxReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/**
 * The reports (DESIGN.md 4.4), report permit: the carbon-tax report as JSON
 * for the screen and as CSV, XLSX and PDF files in the caller's language.
 * Registered without the /api prefix: the contract's path holds it.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): ReportContext => ({
    db: app.database.db,
    registryPrefix: app.config.registryPrefix,
  });

  app.get(
    CARBON_TAX_REPORT_PATH,
    {
      onRequest: app.authenticate,
      schema: {
        querystring: CarbonTaxReportQuerySchema,
        response: { 200: CarbonTaxReportResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await getCarbonTaxReport({
          ctx: ctx(),
          caller: requireCaller(request),
          input: request.query,
        }),
      ),
  );

  const render = {
    csv: async (report, _query, lng) => renderCarbonTaxCsv(report, lng),
    xlsx: async (report, _query, lng, now) => renderCarbonTaxXlsx(report, lng, now),
    pdf: async (report, query, lng, now) =>
      Buffer.from(await renderCarbonTaxPdf({ report, query, lng, now })),
  } satisfies Record<CarbonTaxReportFormat, Renderer>;

  for (const format of CARBON_TAX_REPORT_FORMATS) {
    app.get(
      `${CARBON_TAX_REPORT_PATH}.${format}`,
      {
        onRequest: app.authenticate,
        schema: {
          description: `The carbon-tax report as ${format.toUpperCase()}: every row the filter matches, in the caller's language.`,
          querystring: CarbonTaxReportQuerySchema,
        },
      },
      async (request, reply) => {
        const now = new Date();
        const report = await getCarbonTaxFileReport({
          ctx: ctx(),
          caller: requireCaller(request),
          input: request.query,
          format,
        });
        const body = await render[format](report, request.query, request.lng, now);
        return reply
          .header('content-type', CONTENT_TYPES[format])
          .header(
            'content-disposition',
            attachmentDisposition(carbonTaxFileName(request.lng, now, format)),
          )
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  }
};
