import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import {
  PUBLIC_LEDGER_CSV_PATH,
  PUBLIC_LEDGER_PATH,
  PublicLedgerQuerySchema,
  PublicLedgerResponseSchema,
} from '@registry/contract/retirements/public-ledger';
import { ok } from '../../lib/envelope';
import { attachmentDisposition } from '../../lib/storage/content-disposition';
import { exportPublicLedgerCsv, publicLedgerFileName } from './export-public-ledger-csv';
import { listPublicLedger } from './list-public-ledger';

const CsvQuerySchema = PublicLedgerQuerySchema.omit({ cursor: true, limit: true });

/** The registry's public ledger of retirements and cancellations (DESIGN.md 4.4): anyone. */
export const publicLedgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PUBLIC_LEDGER_PATH,
    {
      schema: {
        description:
          'Retirements and cancellations of public projects, newest first, one page after the cursor; no holder is named.',
        querystring: PublicLedgerQuerySchema,
        response: { 200: PublicLedgerResponseSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const { cursor, limit, ...filter } = request.query;
      return ok(
        request.lng,
        await listPublicLedger({
          db: app.database.db,
          registryPrefix: app.config.registryPrefix,
          filter,
          cursor,
          limit,
        }),
      );
    },
  );

  app.get(
    PUBLIC_LEDGER_CSV_PATH,
    {
      schema: {
        description:
          "Every retirement and cancellation of the filter as CSV (UTF-8), streamed, in the caller's language.",
        querystring: CsvQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = await exportPublicLedgerCsv({
        db: app.database.db,
        registryPrefix: app.config.registryPrefix,
        filter: request.query,
        lng: request.lng,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          attachmentDisposition(publicLedgerFileName(request.lng, new Date())),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
