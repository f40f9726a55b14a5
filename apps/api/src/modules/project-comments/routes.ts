import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import {
  AddCommentRequestSchema,
  AddCommentResponseSchema,
  AnswerCommentRequestSchema,
  CommentChangeResponseSchema,
  CommentIdParamsSchema,
  HideCommentRequestSchema,
  OpenProjectsResponseSchema,
  PROJECT_COMMENT_PATH,
  ProjectCommentsResponseSchema,
  ProjectIdParamsSchema,
  PUBLIC_COMMENT_PATH,
} from '@registry/contract/projects/project-comments';
import { ok } from '../../lib/envelope';
import { requireCaller } from '../../plugins/auth';
import { captchaSettingsOf } from '../captcha/routes';
import { addComment } from './add-comment';
import { answerComment } from './answer-comment';
import type { CommentContext } from './comment-context';
import { hideComment } from './hide-comment';
import { listComments } from './list-comments';
import { listOpenProjects } from './list-open-projects';

const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};

/** Public comment on projects (DESIGN.md 4.2): the open list, comment, read, answer, hide. */
export const projectCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  const captcha = captchaSettingsOf(app);
  const context = (request: FastifyRequest): CommentContext => ({
    db: app.database.db,
    lng: request.lng,
    captcha,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    now: () => new Date(),
  });
  const loggedIn = { onRequest: app.authenticate };

  app.get(
    `${PUBLIC_COMMENT_PATH}/projects`,
    { schema: { response: { 200: OpenProjectsResponseSchema, ...ERRORS } } },
    async (request) => ok(request.lng, await listOpenProjects({ ctx: context(request) })),
  );

  app.post(
    `${PUBLIC_COMMENT_PATH}/:projectId`,
    {
      config: { rateLimit: { ...app.config.rateLimits.comment } },
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
