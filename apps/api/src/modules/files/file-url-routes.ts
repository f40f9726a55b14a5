import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import { DownloadUrlResponseSchema, FileIdParamsSchema } from '@registry/contract/files/download';
import { ok } from '../../lib/envelope';
import type { ObjectStorage } from '../../lib/storage/object-storage';
import { requireCaller } from '../../plugins/auth';
import { getFileUrl } from './get-file-url';
import { getMyCompanyFileUrl } from './get-my-company-file-url';
import { getPublicFileUrl } from './get-public-file-url';

const schema = {
  params: FileIdParamsSchema,
  response: {
    200: DownloadUrlResponseSchema,
    400: ErrorEnvelopeSchema,
    401: ErrorEnvelopeSchema,
    403: ErrorEnvelopeSchema,
    404: ErrorEnvelopeSchema,
  },
};

/**
 * The file url helpers of spec section 7: a signed, 5-minute link to one file
 * by its id, for a reader of its company, for its own company only, or for
 * anyone when the file is marked public.
 */
export const fileUrlRoutes: FastifyPluginAsyncZod<{ storage: ObjectStorage }> = async (
  app,
  { storage },
) => {
  const ctx = { db: app.database.db, storage };

  app.get('/platform/file/url/:id', { onRequest: app.authenticate, schema }, async (request) =>
    ok(
      request.lng,
      await getFileUrl({ ctx, caller: requireCaller(request), id: request.params.id }),
    ),
  );

  app.get(
    '/platform/file/url-my-company/:id',
    { onRequest: app.authenticate, schema },
    async (request) =>
      ok(
        request.lng,
        await getMyCompanyFileUrl({ ctx, caller: requireCaller(request), id: request.params.id }),
      ),
  );

  app.get('/platform/file/urlpublic/:id', { schema }, async (request) =>
    ok(request.lng, await getPublicFileUrl({ ctx, id: request.params.id })),
  );
};
