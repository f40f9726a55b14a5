import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import {
  CorrectionHistoryParamsSchema,
  CorrectionHistoryResponseSchema,
} from '@registry/contract/projects/correction-history';
import { PUBLIC_PROJECTS_PATH } from '@registry/contract/projects/public-projects';
import { ok } from '../../lib/envelope';
import { listCorrections } from './list-corrections';

const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/**
 * The correction history of a project (DESIGN.md 4.2): open to anyone; a
 * caller who sends a token is authenticated (a bad one is a 401), so the
 * project's parties also see the private rows.
 */
export const correctionHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${PUBLIC_PROJECTS_PATH}/:projectId/corrections`,
    {
      schema: {
        params: CorrectionHistoryParamsSchema,
        response: { 200: CorrectionHistoryResponseSchema, ...ERRORS },
      },
      preHandler: async (request) => {
        if (request.headers.authorization !== undefined) await app.authenticate(request);
      },
    },
    async (request) =>
      ok(
        request.lng,
        await listCorrections({
          ctx: { db: app.database.db, lng: request.lng },
          caller: request.caller,
          projectId: request.params.projectId,
        }),
      ),
  );
};
