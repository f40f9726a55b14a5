import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import {
  GetFormatCountryRequestSchema,
  GetFormatCountryResponseSchema,
} from '@registry/contract/platform/get-format-country';
import { GetMapConfigResponseSchema } from '@registry/contract/platform/get-map-config';
import {
  ListCitiesRequestSchema,
  ListCitiesResponseSchema,
} from '@registry/contract/platform/list-cities';
import { ListCountriesResponseSchema } from '@registry/contract/platform/list-countries';
import {
  ListCountryTypeDocumentsRequestSchema,
  ListCountryTypeDocumentsResponseSchema,
} from '@registry/contract/platform/list-country-type-documents';
import {
  ListRegionsRequestSchema,
  ListRegionsResponseSchema,
} from '@registry/contract/platform/list-regions';
import { ListStandardsResponseSchema } from '@registry/contract/platform/list-standards';
import { ListTermsConditionsResponseSchema } from '@registry/contract/platform/list-terms-conditions';
import { ListTypeAccountsResponseSchema } from '@registry/contract/platform/list-type-accounts';
import { ListTypeDocumentCompaniesResponseSchema } from '@registry/contract/platform/list-type-document-companies';
import { ListTypeDocumentsResponseSchema } from '@registry/contract/platform/list-type-documents';
import {
  SubscribeNewsletterQuerySchema,
  SubscribeNewsletterRequestSchema,
  SubscribeNewsletterResponseSchema,
} from '@registry/contract/platform/subscribe-newsletter';
import type { CachedReplyOptions } from '../../lib/cached-replies';
import { ok } from '../../lib/envelope';
import { requireCaller } from '../../plugins/auth';
import { getFormatCountry } from './get-format-country';
import { getMapConfig } from './get-map-config';
import { listCities } from './list-cities';
import { listCountries } from './list-countries';
import { listRegions } from './list-regions';
import { listStandards } from './list-standards';
import { listTermsConditions } from './list-terms-conditions';
import { listTypeAccounts } from './list-type-accounts';
import { listTypeDocumentCompanies } from './list-type-document-companies';
import { listTypeDocuments } from './list-type-documents';
import type { ReferenceContext } from './reference-context';
import { subscribeNewsletter } from './subscribe-newsletter';

/** Answers of every call besides 200: a bad id (400) and an unknown one (404). */
const ERRORS = { 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

/** Reference data: kept in memory until it changes; a browser may reuse it for 5 minutes. */
const REFERENCE: CachedReplyOptions = { name: 'reference', maxAgeSeconds: 300 };

/** Reference data calls of spec section 7: public, read-only, answered in the caller's language. */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest): ReferenceContext => ({
    db: app.database.db,
    lng: request.lng,
  });

  app.get(
    '/platform/map-config',
    { schema: { response: { 200: GetMapConfigResponseSchema } } },
    async (request) => ok(request.lng, getMapConfig({ input: { mapTiles: app.config.mapTiles } })),
  );

  app.get(
    '/platform/country',
    { schema: { response: { 200: ListCountriesResponseSchema } } },
    async (request, reply) =>
      app.cachedReplies.send(request, reply, REFERENCE, async () =>
        ok(
          request.lng,
          await listCountries({
            ctx: context(request),
            input: { homeCountryCode: app.config.defaultCountry },
          }),
        ),
      ),
  );

  app.get(
    '/platform/country/:countryId/regions',
    {
      schema: {
        params: ListRegionsRequestSchema,
        response: { 200: ListRegionsResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) =>
      app.cachedReplies.send(request, reply, REFERENCE, async () =>
        ok(request.lng, await listRegions({ ctx: context(request), input: request.params })),
      ),
  );

  app.get(
    '/platform/country/:countryId/regions/:regionId/cities',
    {
      schema: {
        params: ListCitiesRequestSchema,
        response: { 200: ListCitiesResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) =>
      app.cachedReplies.send(request, reply, REFERENCE, async () =>
        ok(request.lng, await listCities({ ctx: context(request), input: request.params })),
      ),
  );

  app.get(
    '/platform/typeDocument/actives',
    { schema: { response: { 200: ListTypeDocumentsResponseSchema } } },
    async (request, reply) =>
      app.cachedReplies.send(request, reply, REFERENCE, async () =>
        ok(request.lng, await listTypeDocuments({ ctx: context(request), input: {} })),
      ),
  );

  app.get(
    '/platform/typeDocument/:countryId/actives',
    {
      schema: {
        params: ListCountryTypeDocumentsRequestSchema,
        response: { 200: ListCountryTypeDocumentsResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) =>
      app.cachedReplies.send(request, reply, REFERENCE, async () =>
        ok(request.lng, await listTypeDocuments({ ctx: context(request), input: request.params })),
      ),
  );

  app.get(
    '/typeAccount/actives',
    { schema: { response: { 200: ListTypeAccountsResponseSchema } } },
    async (request, reply) =>
      app.cachedReplies.send(request, reply, REFERENCE, async () =>
        ok(request.lng, await listTypeAccounts({ ctx: context(request) })),
      ),
  );

  app.get(
    '/platform/standard/actives',
    { schema: { response: { 200: ListStandardsResponseSchema } } },
    async (request, reply) =>
      app.cachedReplies.send(request, reply, REFERENCE, async () =>
        ok(request.lng, await listStandards({ ctx: context(request) })),
      ),
  );

  app.get(
    '/platform/termCondition/',
    { schema: { response: { 200: ListTermsConditionsResponseSchema } } },
    async (request, reply) =>
      app.cachedReplies.send(request, reply, REFERENCE, async () =>
        ok(request.lng, await listTermsConditions({ ctx: context(request) })),
      ),
  );

  app.get(
    '/platform/typeDocumentCompanies/active',
    { schema: { response: { 200: ListTypeDocumentCompaniesResponseSchema } } },
    async (request, reply) =>
      app.cachedReplies.send(request, reply, REFERENCE, async () =>
        ok(request.lng, await listTypeDocumentCompanies({ ctx: context(request) })),
      ),
  );

  app.get(
    '/company/formatCountry',
    {
      schema: {
        querystring: GetFormatCountryRequestSchema,
        response: { 200: GetFormatCountryResponseSchema, 401: ErrorEnvelopeSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { countryId } = request.query;
      if (countryId !== undefined) {
        return ok(
          request.lng,
          await getFormatCountry({ ctx: context(request), input: { countryId } }),
        );
      }
      await app.authenticate(request);
      const caller = requireCaller(request);
      return ok(
        request.lng,
        await getFormatCountry({ ctx: context(request), input: { companyId: caller.companyId } }),
      );
    },
  );

  app.get(
    '/platform/home/suscription/:email',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        params: SubscribeNewsletterRequestSchema,
        querystring: SubscribeNewsletterQuerySchema,
        response: { 200: SubscribeNewsletterResponseSchema, 429: ErrorEnvelopeSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { email } = await subscribeNewsletter({
        ctx: context(request),
        input: { ...request.query, email: request.params.email },
      });
      return ok(request.lng, {}, 'SUCCESS_SUBSCRIBED', { email });
    },
  );
};
