import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import {
  PUBLIC_PROJECTS_PATH,
  PublicDocumentParamsSchema,
  PublicDocumentUrlResponseSchema,
  PublicProjectParamsSchema,
  PublicProjectResponseSchema,
  PublicProjectsCsvQuerySchema,
  PublicProjectsMapQuerySchema,
  PublicProjectsMapResponseSchema,
  PublicProjectsQuerySchema,
  PublicProjectsResponseSchema,
} from '@registry/contract/projects/public-projects';
import type { CachedReplyOptions } from '../../lib/cached-replies';
import { ok } from '../../lib/envelope';
import { attachmentDisposition } from '../../lib/storage/content-disposition';
import { createStorage } from '../../lib/storage/create-storage';
import { csvFileName } from './csv-headers';
import { exportPublicProjectsCsv } from './export-public-projects-csv';
import { getPublicDocumentUrl } from './get-public-document-url';
import { getPublicProject } from './get-public-project';
import { listMapPoints } from './list-map-points';
import type { PublicProjectsContext } from './public-projects-context';
import { searchPublicProjects } from './search-public-projects';

const ERRORS = { 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

/**
 * The public list and page of projects (DESIGN.md 4.2, issue #9): GET calls
 * under /api/public/projects, open to anyone without a session.
 */
/** The list and the map: kept in memory while no project changes, checked by ETag each time. */
const PUBLIC_LIST: CachedReplyOptions = { name: 'public_projects', maxAgeSeconds: 0 };
/** A project's page: kept in memory while nothing it shows changes (issue 24). */
const PUBLIC_PAGE: CachedReplyOptions = { name: 'public_project_pages', maxAgeSeconds: 0 };

export const publicProjectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createStorage(app.config, app.keys);
  const context = (request: FastifyRequest): PublicProjectsContext => ({
    db: app.database.db,
    lng: request.lng,
    storage,
    versionOf: app.database.versionOf,
  });

  app.get(
    PUBLIC_PROJECTS_PATH,
    {
      schema: {
        querystring: PublicProjectsQuerySchema,
        response: { 200: PublicProjectsResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) =>
      app.cachedReplies.send(request, reply, PUBLIC_LIST, async () =>
        ok(
          request.lng,
          await searchPublicProjects({ ctx: context(request), input: request.query }),
        ),
      ),
  );

  app.get(
    `${PUBLIC_PROJECTS_PATH}/map`,
    {
      schema: {
        querystring: PublicProjectsMapQuerySchema,
        response: { 200: PublicProjectsMapResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) =>
      app.cachedReplies.send(request, reply, PUBLIC_LIST, async () =>
        ok(request.lng, await listMapPoints({ ctx: context(request), input: request.query })),
      ),
  );

  app.get(
    `${PUBLIC_PROJECTS_PATH}/csv`,
    {
      schema: {
        description:
          'Every public project of the filter as CSV (UTF-8), streamed, in the caller language (values and file name).',
        querystring: PublicProjectsCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = await exportPublicProjectsCsv({ ctx: context(request), input: request.query });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(csvFileName(request.lng, new Date())))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    `${PUBLIC_PROJECTS_PATH}/:projectId`,
    {
      schema: {
        params: PublicProjectParamsSchema,
        response: { 200: PublicProjectResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) =>
      app.cachedReplies.send(request, reply, PUBLIC_PAGE, async () =>
        ok(request.lng, {
          project: await getPublicProject({
            ctx: context(request),
            projectId: request.params.projectId,
          }),
        }),
      ),
  );

  app.get(
    `${PUBLIC_PROJECTS_PATH}/:projectId/documents/:documentId/url`,
    {
      schema: {
        params: PublicDocumentParamsSchema,
        response: { 200: PublicDocumentUrlResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await getPublicDocumentUrl({
          ctx: context(request),
          projectId: request.params.projectId,
          documentId: request.params.documentId,
        }),
      ),
  );
};
