import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import { IdParamSchema } from '@registry/contract/common/ids';
import {
  CertifiedBlocksResponseSchema,
  IssuableProjectsResponseSchema,
  ProjectCreditsResponseSchema,
  ProjectMovementsResponseSchema,
  ReverseMovementRequestSchema,
} from '@registry/contract/ledger/certifier-api';
import { LEDGER_PATH, MovementResponseSchema } from '@registry/contract/ledger/ledger-api';
import { ok } from '../../lib/envelope';
import { requireCaller } from '../../plugins/auth';
import { getProjectCredits } from './get-project-credits';
import { runIdempotent } from './idempotency';
import { ledgerContextOf } from './ledger-context';
import { listCompanyCertifiedBlocks } from './list-company-certified-blocks';
import { listIssuableProjects } from './list-issuable-projects';
import { listProjectMovements } from './list-project-movements';
import { reverseMovement } from './reverse-movement';

const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
};

/** The certifier's reads of the ledger: its issuable projects, a project's credits, a company's blocks. */
export const ledgerCertifierRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (db = app.database.db) => ledgerContextOf(app, db);
  const loggedIn = { onRequest: app.authenticate };

  app.get(
    `${LEDGER_PATH}/issuable-projects`,
    { ...loggedIn, schema: { response: { 200: IssuableProjectsResponseSchema, ...ERRORS } } },
    async (request) =>
      ok(
        request.lng,
        await listIssuableProjects({ ctx: context(), caller: requireCaller(request) }),
      ),
  );
  app.get(
    `${LEDGER_PATH}/projects/:projectId/credits`,
    {
      ...loggedIn,
      schema: {
        params: z.object({ projectId: IdParamSchema }),
        response: { 200: ProjectCreditsResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await getProjectCredits({
          ctx: context(),
          caller: requireCaller(request),
          input: request.params,
        }),
      ),
  );
  app.get(
    `${LEDGER_PATH}/companies/:companyId/blocks`,
    {
      ...loggedIn,
      schema: {
        params: z.object({ companyId: IdParamSchema }),
        response: { 200: CertifiedBlocksResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await listCompanyCertifiedBlocks({
          ctx: context(),
          caller: requireCaller(request),
          input: request.params,
        }),
      ),
  );
  app.get(
    `${LEDGER_PATH}/projects/:projectId/movements`,
    {
      ...loggedIn,
      schema: {
        params: z.object({ projectId: IdParamSchema }),
        response: { 200: ProjectMovementsResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await listProjectMovements({
          ctx: context(),
          caller: requireCaller(request),
          input: request.params,
        }),
      ),
  );
  app.post(
    `${LEDGER_PATH}/reverse`,
    {
      ...loggedIn,
      schema: {
        body: ReverseMovementRequestSchema,
        response: { 200: MovementResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const header = request.headers['idempotency-key'];
      const answer = await runIdempotent(
        {
          db: app.database.db,
          companyId: caller.companyId,
          key: Array.isArray(header) ? header.join(',') : header,
          route: `${LEDGER_PATH}/reverse`,
          body: request.body,
          now: new Date(),
        },
        (db) => reverseMovement({ ctx: context(db), caller, input: request.body }),
      );
      return ok(request.lng, answer);
    },
  );
};
