import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import { IdParamSchema } from '@registry/contract/common/ids';
import { PROJECT_PATH } from '@registry/contract/projects/project-api';
import {
  ProjectSignaturesResponseSchema,
  SignatureParamsSchema,
  SignatureRequestResponseSchema,
  SignDocumentRequestSchema,
  SignDocumentResponseSchema,
  UploadReportRequestSchema,
  UploadReportResponseSchema,
} from '@registry/contract/projects/signatures';
import { clientKey } from '../../lib/client-key';
import { ok } from '../../lib/envelope';
import { createStorage } from '../../lib/storage/create-storage';
import { requireCaller } from '../../plugins/auth';
import { getSignatureRequest } from './get-signature-request';
import { listProjectSignatures } from './list-project-signatures';
import type { SignatureContext } from './signature-context';
import { signDocument } from './sign-document';
import { uploadReport } from './upload-report';

const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

const ProjectIdParamsSchema = z.object({ projectId: IdParamSchema });

/** Signatures of project documents (DESIGN.md 4.2): the reports, the one-time links, the records. */
export const signatureRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createStorage(app.config, app.keys);
  const context = (request: FastifyRequest): SignatureContext => ({
    db: app.database.db,
    lng: request.lng,
    storage,
    logSigner: app.logSigner,
    passwordPrivateKeyPem: app.keys.passwordPrivateKeyPem,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    clientAddress: clientKey(request),
    now: () => new Date(),
  });
  const loggedIn = { onRequest: app.authenticate };

  app.post(
    `${PROJECT_PATH}/:projectId/report`,
    {
      ...loggedIn,
      schema: {
        params: ProjectIdParamsSchema,
        body: UploadReportRequestSchema,
        response: { 200: UploadReportResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await uploadReport({
          ctx: context(request),
          caller: requireCaller(request),
          input: { ...request.body, projectId: request.params.projectId },
        }),
      ),
  );

  app.get(
    `${PROJECT_PATH}/:projectId/signatures`,
    {
      ...loggedIn,
      schema: {
        params: ProjectIdParamsSchema,
        response: { 200: ProjectSignaturesResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await listProjectSignatures({
          ctx: context(request),
          caller: requireCaller(request),
          input: { projectId: request.params.projectId },
        }),
      ),
  );

  app.get(
    '/signature/:firm/:projectId/:userId',
    {
      ...loggedIn,
      schema: {
        params: SignatureParamsSchema,
        response: { 200: SignatureRequestResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await getSignatureRequest({
          ctx: context(request),
          caller: requireCaller(request),
          input: request.params,
        }),
      ),
  );

  app.post(
    '/signature/:firm/:projectId/:userId',
    {
      ...loggedIn,
      schema: {
        params: SignatureParamsSchema,
        body: SignDocumentRequestSchema,
        response: { 200: SignDocumentResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await signDocument({
          ctx: context(request),
          caller: requireCaller(request),
          input: { ...request.params, ...request.body },
        }),
      ),
  );
};
