import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import {
  DocumentHistoryResponseSchema,
  DownloadAllResponseSchema,
  DownloadUrlResponseSchema,
  FileIdParamsSchema,
  MediaHistoryRequestSchema,
  MediaHistoryResponseSchema,
} from '@registry/contract/files/download';
import {
  ConfirmUploadRequestSchema,
  ConfirmUploadResponseSchema,
  UploadUrlRequestSchema,
  UploadUrlResponseSchema,
} from '@registry/contract/files/upload';
import { ok } from '../../lib/envelope';
import { createStorage } from '../../lib/storage/create-storage';
import { LocalStorage } from '../../lib/storage/local-storage';
import { requireCaller } from '../../plugins/auth';
import { confirmUpload } from './confirm-upload';
import {
  documentHistory,
  downloadAllDocuments,
  downloadDocument,
  downloadMedia,
  mediaHistory,
} from './download-files';
import type { FilesContext } from './files-context';
import { fileUrlRoutes } from './file-url-routes';
import { localStoreRoutes } from './local-store-routes';
import { requestUploadUrl } from './request-upload-url';

const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  410: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
};

/**
 * Uploads (presigned form, confirm with scan) and downloads of company files
 * (spec section 7, DESIGN.md 6). Every call needs a session; downloads also
 * need canReadCompany on the file's company. On the embedded store, the
 * receiver and the signed object links are served too (local-store-routes).
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createStorage(app.config, app.keys);
  const context = (request: FastifyRequest): FilesContext => ({
    db: app.database.db,
    storage,
    clamavUrl: app.config.clamavUrl,
    log: request.log,
  });
  const guarded = { onRequest: app.authenticate };
  await app.register(fileUrlRoutes, { storage });

  if (storage instanceof LocalStorage) await app.register(localStoreRoutes, { storage });

  app.post(
    '/platform/file/upload-url',
    {
      ...guarded,
      schema: {
        body: UploadUrlRequestSchema,
        response: { 200: UploadUrlResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await requestUploadUrl({
          ctx: context(request),
          caller: requireCaller(request),
          input: request.body,
        }),
      ),
  );

  app.post(
    '/platform/file/confirm',
    {
      ...guarded,
      schema: {
        body: ConfirmUploadRequestSchema,
        response: { 200: ConfirmUploadResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await confirmUpload({
          ctx: context(request),
          caller: requireCaller(request),
          input: request.body,
        }),
      ),
  );

  const byId = { ...guarded, schema: { params: FileIdParamsSchema } };

  app.get(
    '/platform/companiesDocuments/download/:id',
    {
      ...byId,
      schema: { ...byId.schema, response: { 200: DownloadUrlResponseSchema, ...ERRORS } },
    },
    async (request) =>
      ok(
        request.lng,
        await downloadDocument({
          ctx: context(request),
          caller: requireCaller(request),
          id: request.params.id,
        }),
      ),
  );

  app.get(
    '/platform/companiesDocuments/download-all/:id',
    {
      ...byId,
      schema: { ...byId.schema, response: { 200: DownloadAllResponseSchema, ...ERRORS } },
    },
    async (request) =>
      ok(
        request.lng,
        await downloadAllDocuments({
          ctx: context(request),
          caller: requireCaller(request),
          id: request.params.id,
        }),
      ),
  );

  app.get(
    '/platform/companiesDocuments/history/:id',
    {
      ...byId,
      schema: { ...byId.schema, response: { 200: DocumentHistoryResponseSchema, ...ERRORS } },
    },
    async (request) =>
      ok(
        request.lng,
        await documentHistory({
          ctx: context(request),
          caller: requireCaller(request),
          id: request.params.id,
        }),
      ),
  );

  app.get(
    '/platform/companiesMedia/download/:id',
    {
      ...byId,
      schema: { ...byId.schema, response: { 200: DownloadUrlResponseSchema, ...ERRORS } },
    },
    async (request) =>
      ok(
        request.lng,
        await downloadMedia({
          ctx: context(request),
          caller: requireCaller(request),
          id: request.params.id,
        }),
      ),
  );

  app.post(
    '/platform/companiesMedia/history/:id',
    {
      ...guarded,
      schema: {
        params: FileIdParamsSchema,
        body: MediaHistoryRequestSchema,
        response: { 200: MediaHistoryResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await mediaHistory({
          ctx: context(request),
          caller: requireCaller(request),
          id: request.params.id,
          companyId: request.body.companyId,
        }),
      ),
  );
};
