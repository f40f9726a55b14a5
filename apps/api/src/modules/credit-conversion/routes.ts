import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import { IdParamSchema } from '@registry/contract/common/ids';
import {
  ConversionFileRequestSchema,
  ConversionFileResponseSchema,
  ConversionTemporaryFileRequestSchema,
  CREDIT_CONVERSION_PATH,
  CreditConversionDetailResponseSchema,
  SaveCreditConversionRequestSchema,
  SaveCreditConversionResponseSchema,
} from '@registry/contract/projects/credit-conversion';
import { ok } from '../../lib/envelope';
import { createStorage } from '../../lib/storage/create-storage';
import { requireCaller } from '../../plugins/auth';
import { sha256Of } from '../projects/save-project';
import type { ConversionContext } from './conversion-context';
import { downloadConversionFile } from './download-conversion-file';
import { downloadTemporaryConversionFile } from './download-temporary-conversion-file';
import { getCreditConversion } from './get-credit-conversion';
import { saveCreditConversion } from './save-credit-conversion';

const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

const ProjectIdParamsSchema = z.object({ projectId: IdParamSchema });

/** Credit conversion (spec section 7, DESIGN.md 4.2 "Conversion"): read, save, the proofs' links. */
export const creditConversionRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createStorage(app.config, app.keys);
  const context = (_request: FastifyRequest): ConversionContext => ({
    db: app.database.db,
    storage,
    hashStoredFile: (route) => sha256Of(storage, route),
    now: () => new Date(),
  });
  const loggedIn = { onRequest: app.authenticate };

  app.get(
    `${CREDIT_CONVERSION_PATH}/getbyprojectid/:projectId`,
    {
      ...loggedIn,
      schema: {
        params: ProjectIdParamsSchema,
        response: { 200: CreditConversionDetailResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await getCreditConversion({
          ctx: context(request),
          caller: requireCaller(request),
          input: { projectId: request.params.projectId },
        }),
      ),
  );

  app.post(
    `${CREDIT_CONVERSION_PATH}/save`,
    {
      ...loggedIn,
      schema: {
        body: SaveCreditConversionRequestSchema,
        response: { 200: SaveCreditConversionResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await saveCreditConversion({
          ctx: context(request),
          caller: requireCaller(request),
          input: request.body,
        }),
      ),
  );

  app.post(
    `${CREDIT_CONVERSION_PATH}/download-file`,
    {
      ...loggedIn,
      schema: {
        body: ConversionFileRequestSchema,
        response: { 200: ConversionFileResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await downloadConversionFile({
          ctx: context(request),
          caller: requireCaller(request),
          input: request.body,
        }),
      ),
  );

  app.post(
    `${CREDIT_CONVERSION_PATH}/download-file-temporary`,
    {
      ...loggedIn,
      schema: {
        body: ConversionTemporaryFileRequestSchema,
        response: { 200: ConversionFileResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await downloadTemporaryConversionFile({
          ctx: context(request),
          caller: requireCaller(request),
          input: request.body,
        }),
      ),
  );
};
