import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import {
  AddCommentRequestSchema,
  AddCommentResponseSchema,
  AnswerCommentRequestSchema,
  CommentAttachmentLinkResponseSchema,
  CommentAttachmentUrlRequestSchema,
  CommentAttachmentUrlResponseSchema,
  CommentChangeResponseSchema,
  CommentIdParamsSchema,
  ConfirmCommentAttachmentRequestSchema,
  ConfirmCommentAttachmentResponseSchema,
  HideCommentRequestSchema,
  OpenProjectsResponseSchema,
  PROJECT_COMMENT_PATH,
  ProjectCommentIdParamsSchema,
  ProjectCommentsResponseSchema,
  ProjectIdParamsSchema,
  PUBLIC_COMMENT_PATH,
} from '@registry/contract/projects/project-comments';
import { ok } from '../../lib/envelope';
import { createStorage } from '../../lib/storage/create-storage';
import { requireCaller } from '../../plugins/auth';
import { captchaSettingsOf } from '../captcha/routes';
import { addComment } from './add-comment';
import { answerComment } from './answer-comment';
import type { CommentContext, CommentFilesContext } from './comment-context';
import { confirmCommentAttachment } from './confirm-comment-attachment';
import { getCommentAttachmentUrl } from './get-comment-attachment-url';
import { hideComment } from './hide-comment';
import { listComments } from './list-comments';
import { listOpenProjects } from './list-open-projects';
import { requestCommentAttachment } from './request-comment-attachment';

const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};
const FILE_ERRORS = {
  ...ERRORS,
  410: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
};

/**
 * Public comment on projects (DESIGN.md 4.2): the open list, comment (with an
 * optional attachment: a form, its confirm, its link), read, answer, hide.
 */
export const projectCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  const captcha = captchaSettingsOf(app);
  const storage = createStorage(app.config, app.keys);
  const context = (request: FastifyRequest): CommentContext => ({
    db: app.database.db,
    lng: request.lng,
    captcha,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    now: () => new Date(),
  });
  const filesContext = (request: FastifyRequest): CommentFilesContext => ({
    db: app.database.db,
    captcha,
    storage,
    clamavUrl: app.config.clamavUrl,
    log: request.log,
    now: () => new Date(),
  });
  const loggedIn = { onRequest: app.authenticate };
  const rateLimited = { config: { rateLimit: { ...app.config.rateLimits.comment } } };

  app.get(
    `${PUBLIC_COMMENT_PATH}/projects`,
    { schema: { response: { 200: OpenProjectsResponseSchema, ...ERRORS } } },
    async (request) => ok(request.lng, await listOpenProjects({ ctx: context(request) })),
  );

  app.post(
    `${PUBLIC_COMMENT_PATH}/:projectId`,
    {
      ...rateLimited,
      schema: {
        params: ProjectIdParamsSchema,
        body: AddCommentRequestSchema,
        response: { 200: AddCommentResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await addComment({
          ctx: context(request),
          input: { ...request.body, projectId: request.params.projectId },
        }),
        'SUCCESS_COMMENT_SENT',
      ),
  );

  app.post(
    `${PUBLIC_COMMENT_PATH}/:projectId/attachment`,
    {
      ...rateLimited,
      schema: {
        params: ProjectIdParamsSchema,
        body: CommentAttachmentUrlRequestSchema,
        response: { 200: CommentAttachmentUrlResponseSchema, ...FILE_ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await requestCommentAttachment({
          ctx: filesContext(request),
          input: { ...request.body, projectId: request.params.projectId },
        }),
      ),
  );

  app.post(
    `${PUBLIC_COMMENT_PATH}/:projectId/attachment/confirm`,
    {
      ...rateLimited,
      schema: {
        params: ProjectIdParamsSchema,
        body: ConfirmCommentAttachmentRequestSchema,
        response: { 200: ConfirmCommentAttachmentResponseSchema, ...FILE_ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await confirmCommentAttachment({
          ctx: filesContext(request),
          input: { ...request.body, projectId: request.params.projectId },
        }),
      ),
  );

  app.get(
    `${PUBLIC_COMMENT_PATH}/:projectId/comments/:commentId/attachment`,
    {
      schema: {
        params: ProjectCommentIdParamsSchema,
        response: { 200: CommentAttachmentLinkResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await getCommentAttachmentUrl({ ctx: filesContext(request), input: request.params }),
      ),
  );

  app.get(
    `${PUBLIC_COMMENT_PATH}/:projectId/comments`,
    {
      schema: {
        params: ProjectIdParamsSchema,
        response: { 200: ProjectCommentsResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await listComments({
          ctx: context(request),
          input: { projectId: request.params.projectId },
        }),
      ),
  );

  app.post(
    `${PROJECT_COMMENT_PATH}/:commentId/answer`,
    {
      ...loggedIn,
      schema: {
        params: CommentIdParamsSchema,
        body: AnswerCommentRequestSchema,
        response: { 200: CommentChangeResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await answerComment({
          ctx: context(request),
          caller: requireCaller(request),
          input: { ...request.body, commentId: request.params.commentId },
        }),
      ),
  );

  app.post(
    `${PROJECT_COMMENT_PATH}/:commentId/hide`,
    {
      ...loggedIn,
      schema: {
        params: CommentIdParamsSchema,
        body: HideCommentRequestSchema,
        response: { 200: CommentChangeResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await hideComment({
          ctx: context(request),
          caller: requireCaller(request),
          input: { ...request.body, commentId: request.params.commentId },
        }),
      ),
  );
};
