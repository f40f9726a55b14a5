import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import {
  ConsistencyProofQuerySchema,
  ConsistencyProofResponseSchema,
  InclusionProofQuerySchema,
  InclusionProofResponseSchema,
  LOG_PATH,
  LogEntriesQuerySchema,
  LogEntriesResponseSchema,
  LogPublicKeyResponseSchema,
} from '@registry/contract/log/log';
import { ok } from '../../lib/envelope';
import { getConsistencyProof } from './get-consistency-proof';
import { getInclusionProof } from './get-inclusion-proof';
import { getLogCheckpoint } from './get-log-checkpoint';
import { listLogEntries } from './list-log-entries';
import type { LogContext } from './log-context';

const ERRORS = { 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

/** The public transparency log (DESIGN.md 4.3, decision 025): GET calls anyone may make. */
export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: LogContext = { db: app.database.db };

  app.get(
    `${LOG_PATH}/checkpoint`,
    {
      schema: {
        description:
          'The latest checkpoint: a C2SP tlog-checkpoint signed note (text/plain); 404 before the first.',
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await getLogCheckpoint({ ctx })),
  );

  app.get(
    `${LOG_PATH}/public-key`,
    { schema: { response: { 200: LogPublicKeyResponseSchema } } },
    async (request) =>
      ok(request.lng, { publicKey: app.logSigner.publicKeyPem, vkey: app.logSigner.vkey }),
  );

  app.get(
    `${LOG_PATH}/entries`,
    {
      schema: {
        querystring: LogEntriesQuerySchema,
        response: { 200: LogEntriesResponseSchema, ...ERRORS },
      },
    },
    async (request) => ok(request.lng, await listLogEntries({ ctx, input: request.query })),
  );

  app.get(
    `${LOG_PATH}/proof/inclusion`,
    {
      schema: {
        querystring: InclusionProofQuerySchema,
        response: { 200: InclusionProofResponseSchema, ...ERRORS },
      },
    },
    async (request) => ok(request.lng, await getInclusionProof({ ctx, input: request.query })),
  );

  app.get(
    `${LOG_PATH}/proof/consistency`,
    {
      schema: {
        querystring: ConsistencyProofQuerySchema,
        response: { 200: ConsistencyProofResponseSchema, ...ERRORS },
      },
    },
    async (request) => ok(request.lng, await getConsistencyProof({ ctx, input: request.query })),
  );
};
