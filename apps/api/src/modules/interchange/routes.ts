import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import {
  CADTRUST_V2_PATH,
  CadTrustIssuancesResponseSchema,
  CadTrustProjectsResponseSchema,
  CadTrustUnitsResponseSchema,
  cadTrustQuerySchema,
} from '@registry/contract/interchange/cadtrust-v2';
import { ok } from '../../lib/envelope';
import { orgUidOf, type CadTrustContext } from './cadtrust-context';
import { listCadTrustIssuances } from './list-cadtrust-issuances';
import { listCadTrustProjects } from './list-cadtrust-projects';
import { listCadTrustUnits } from './list-cadtrust-units';

/**
 * The registry in the CAD Trust data model v2 (DESIGN.md 4.6, Interchange):
 * its public projects, their issuances and units, anyone, cursor-paged.
 */
export const cadTrustRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: CadTrustContext = {
    db: app.database.db,
    registryPrefix: app.config.registryPrefix,
    publicUrl: app.config.publicUrl,
    orgUid: orgUidOf(app.config.log.origin),
  };

  app.get(
    `${CADTRUST_V2_PATH}/projects`,
    {
      schema: {
        description:
          "The public projects as rows of CAD Trust v2's project table, in id order, one page after the cursor.",
        querystring: cadTrustQuerySchema('projects'),
        response: { 200: CadTrustProjectsResponseSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok(request.lng, await listCadTrustProjects({ ctx, input: request.query })),
  );

  app.get(
    `${CADTRUST_V2_PATH}/issuances`,
    {
      schema: {
        description:
          "The public projects' issuances as rows of CAD Trust v2's issuance table, in id order, one page after the cursor.",
        querystring: cadTrustQuerySchema('issuances'),
        response: { 200: CadTrustIssuancesResponseSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok(request.lng, await listCadTrustIssuances({ ctx, input: request.query })),
  );

  app.get(
    `${CADTRUST_V2_PATH}/units`,
    {
      schema: {
        description:
          "The public projects' blocks as rows of CAD Trust v2's unit table, in block id order, one page after the cursor; no holder is named.",
        querystring: cadTrustQuerySchema('units'),
        response: { 200: CadTrustUnitsResponseSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok(request.lng, await listCadTrustUnits({ ctx, input: request.query })),
  );
};
