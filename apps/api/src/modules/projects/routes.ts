import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import { IdParamSchema } from '@registry/contract/common/ids';
import {
  MethodologiesResponseSchema,
  MyProjectsQuerySchema,
  MyProjectsResponseSchema,
  PartySearchRequestSchema,
  PartySearchResponseSchema,
  PROJECT_PATH,
  ProjectDetailResponseSchema,
  ProjectDocumentParamsSchema,
  ProjectDocumentUrlResponseSchema,
  ProjectTransitionRequestSchema,
  ProjectTransitionResponseSchema,
  SaveProjectRequestSchema,
  SaveProjectResponseSchema,
} from '@registry/contract/projects/project-api';
import { ok } from '../../lib/envelope';
import { createStorage } from '../../lib/storage/create-storage';
import { requireCaller } from '../../plugins/auth';
import { getProject } from './get-project';
import { getProjectDocumentUrl } from './get-project-document-url';
import { listMethodologies } from './list-methodologies';
import { listMyProjects } from './list-my-projects';
import type { ProjectContext } from './project-context';
import type { Party } from './project-references';
import { startPublicCommentJob } from './public-comment-job';
import { saveProject, sha256Of } from './save-project';
import { searchPartyCompanies } from './search-party-companies';
import { transitionProject } from './transition-project';

const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

const ProjectIdParamsSchema = z.object({ projectId: IdParamSchema });
const PARTIES: readonly Party[] = ['developer', 'owner', 'certifier', 'ovv'];

/** Projects (DESIGN.md 4.2): save, read, list, move; methodologies; the parties' search. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createStorage(app.config, app.keys);
  const context = (request: FastifyRequest): ProjectContext => ({
    db: app.database.db,
    lng: request.lng,
    hashStoredFile: (route) => sha256Of(storage, route),
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    now: () => new Date(),
  });
  const loggedIn = { onRequest: app.authenticate };
  startPublicCommentJob(app);

  app.post(
    `${PROJECT_PATH}/save`,
    {
      ...loggedIn,
      schema: {
        body: SaveProjectRequestSchema,
        response: { 200: SaveProjectResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await saveProject({
          ctx: context(request),
          caller: requireCaller(request),
          input: request.body,
        }),
      ),
  );

  app.get(
    `${PROJECT_PATH}/my-projects`,
    {
      ...loggedIn,
      schema: {
        querystring: MyProjectsQuerySchema,
        response: { 200: MyProjectsResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await listMyProjects({
          ctx: context(request),
          caller: requireCaller(request),
          input: request.query,
        }),
      ),
  );

  app.get(
    `${PROJECT_PATH}/:projectId`,
    {
      ...loggedIn,
      schema: {
        params: ProjectIdParamsSchema,
        response: { 200: ProjectDetailResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await getProject({
          ctx: context(request),
          caller: requireCaller(request),
          input: { projectId: request.params.projectId },
        }),
      ),
  );

  app.get(
    `${PROJECT_PATH}/:projectId/documents/:documentId/url`,
    {
      ...loggedIn,
      schema: {
        params: ProjectDocumentParamsSchema,
        response: { 200: ProjectDocumentUrlResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await getProjectDocumentUrl({
          ctx: { db: app.database.db, storage },
          caller: requireCaller(request),
          input: request.params,
        }),
      ),
  );

  app.post(
    `${PROJECT_PATH}/:projectId/transition`,
    {
      ...loggedIn,
      schema: {
        params: ProjectIdParamsSchema,
        body: ProjectTransitionRequestSchema,
        response: { 200: ProjectTransitionResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await transitionProject({
          ctx: context(request),
          caller: requireCaller(request),
          input: { ...request.body, projectId: request.params.projectId },
        }),
      ),
  );

  app.get(
    '/platform/methodology/actives',
    { schema: { response: { 200: MethodologiesResponseSchema, ...ERRORS } } },
    async (request) => ok(request.lng, await listMethodologies({ ctx: context(request) })),
  );

  for (const party of PARTIES) {
    app.post(
      `/company/${party}/search`,
      {
        ...loggedIn,
        schema: {
          body: PartySearchRequestSchema,
          response: { 200: PartySearchResponseSchema, ...ERRORS },
        },
      },
      async (request) =>
        ok(
          request.lng,
          await searchPartyCompanies({
            ctx: context(request),
            caller: requireCaller(request),
            input: { party, search: request.body.search },
          }),
        ),
    );
  }
};
