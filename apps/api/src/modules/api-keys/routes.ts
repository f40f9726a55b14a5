import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiKeyParamsSchema,
  ApiKeyResponseSchema,
  ApiKeysResponseSchema,
  CreateApiKeyRequestSchema,
  CreatedApiKeyResponseSchema,
} from '@registry/contract/api-keys/api-keys-api';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import { ok } from '../../lib/envelope';
import { requireCaller } from '../../plugins/auth';
import { createApiKey } from './create-api-key';
import { listApiKeys } from './list-api-keys';
import { revokeApiKey } from './revoke-api-key';

const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/** A company admin's API keys (DESIGN.md 4.6, /register-api). */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/api-keys',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: ApiKeysResponseSchema, ...ERRORS } },
    },
    async (request) =>
      ok(request.lng, await listApiKeys({ db: app.database.db, caller: requireCaller(request) })),
  );
  app.post(
    '/company/api-keys',
    {
      onRequest: app.authenticate,
      schema: {
        body: CreateApiKeyRequestSchema,
        response: { 200: CreatedApiKeyResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await createApiKey({
          db: app.database.db,
          caller: requireCaller(request),
          input: request.body,
        }),
      ),
  );
  app.post(
    '/company/api-keys/:id/revoke',
    {
      onRequest: app.authenticate,
      schema: { params: ApiKeyParamsSchema, response: { 200: ApiKeyResponseSchema, ...ERRORS } },
    },
    async (request) =>
      ok(
        request.lng,
        await revokeApiKey({
          db: app.database.db,
          caller: requireCaller(request),
          id: request.params.id,
        }),
      ),
  );
};
