import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import {
  AddCompanyRequestRequestSchema,
  AddCompanyRequestResponseSchema,
} from '@registry/contract/company-links/add-company-request';
import {
  COMPANY_LINKS_PATH,
  CompanyRequestIdSchema,
  CompanyRequestResponseSchema,
  CompanyRequestsRequestSchema,
  CompanyRequestsResponseSchema,
  DeleteCompanyRequestResponseSchema,
  MyCompanyRequestsRequestSchema,
} from '@registry/contract/company-links/company-request';
import {
  LinkUserRequestSchema,
  LinkUserResponseSchema,
} from '@registry/contract/company-links/link-users';
import {
  SearchCompaniesRequestSchema,
  SearchCompaniesResponseSchema,
} from '@registry/contract/company-links/search-companies';
import { ok } from '../../lib/envelope';
import { requireCaller } from '../../plugins/auth';
import { addCompanyRequest } from './add-company-request';
import { addLinkUser } from './add-link-user';
import { acceptCompanyRequest, rejectCompanyRequest } from './answer-company-request';
import { deleteCompanyRequest } from './delete-company-request';
import { deleteLinkUser } from './delete-link-user';
import type { LinkContext } from './link-context';
import { listCompanyRequests, listMyCompanyRequests } from './list-company-requests';
import { searchCompanies } from './search-companies';

const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/**
 * Connections between companies (spec sections 4, 6 and 7; decision 015): all
 * POST under /api/platform/companiesRequestCompaniesPermit, for logged-in users;
 * the caller's company is the session's. The token is checked before the body.
 */
export const companyLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest): LinkContext => ({
    db: app.database.db,
    lng: request.lng,
  });
  const path = (action: string) => `${COMPANY_LINKS_PATH}/${action}`;
  const loggedIn = { onRequest: app.authenticate };

  app.post(
    path('search'),
    {
      ...loggedIn,
      schema: {
        body: SearchCompaniesRequestSchema,
        response: { 200: SearchCompaniesResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await searchCompanies({
          ctx: context(request),
          caller: requireCaller(request),
          input: request.body,
        }),
      ),
  );

  app.post(
    path(''),
    {
      ...loggedIn,
      schema: {
        body: AddCompanyRequestRequestSchema,
        response: { 200: AddCompanyRequestResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const result = await addCompanyRequest({
        ctx: context(request),
        caller: requireCaller(request),
        input: request.body,
      });
      return ok(request.lng, result, 'SUCCESS_LINK_REQUESTED', {
        name: result.companyRequest.name,
      });
    },
  );

  app.post(
    path('companyRequestMyCompany'),
    {
      ...loggedIn,
      schema: {
        body: MyCompanyRequestsRequestSchema,
        response: { 200: CompanyRequestsResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await listMyCompanyRequests({ ctx: context(request), caller: requireCaller(request) }),
      ),
  );

  app.post(
    path('companyRequest'),
    {
      ...loggedIn,
      schema: {
        body: CompanyRequestsRequestSchema,
        response: { 200: CompanyRequestsResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await listCompanyRequests({
          ctx: context(request),
          caller: requireCaller(request),
          input: request.body,
        }),
      ),
  );

  app.post(
    path('acceptCompany'),
    {
      ...loggedIn,
      schema: {
        body: CompanyRequestIdSchema,
        response: { 200: CompanyRequestResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const result = await acceptCompanyRequest({
        ctx: context(request),
        caller: requireCaller(request),
        input: request.body,
      });
      return ok(request.lng, result, 'SUCCESS_LINK_ACCEPTED', {
        name: result.companyRequest.name,
      });
    },
  );

  app.post(
    path('rejectedCompany'),
    {
      ...loggedIn,
      schema: {
        body: CompanyRequestIdSchema,
        response: { 200: CompanyRequestResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const result = await rejectCompanyRequest({
        ctx: context(request),
        caller: requireCaller(request),
        input: request.body,
      });
      return ok(request.lng, result, 'SUCCESS_LINK_REJECTED', {
        name: result.companyRequest.name,
      });
    },
  );

  app.post(
    path('deleteCompany'),
    {
      ...loggedIn,
      schema: {
        body: CompanyRequestIdSchema,
        response: { 200: DeleteCompanyRequestResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { name } = await deleteCompanyRequest({
        ctx: context(request),
        caller: requireCaller(request),
        input: request.body,
      });
      return ok(request.lng, {}, 'SUCCESS_LINK_DELETED', { name });
    },
  );

  app.post(
    path('addUserCompany'),
    {
      ...loggedIn,
      schema: {
        body: LinkUserRequestSchema,
        response: { 200: LinkUserResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const result = await addLinkUser({
        ctx: context(request),
        caller: requireCaller(request),
        input: request.body,
      });
      return ok(request.lng, result, 'SUCCESS_LINK_USER_ADDED', { name: result.user.name });
    },
  );

  app.post(
    path('deleteUserCompany'),
    {
      ...loggedIn,
      schema: {
        body: LinkUserRequestSchema,
        response: { 200: LinkUserResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const result = await deleteLinkUser({
        ctx: context(request),
        caller: requireCaller(request),
        input: request.body,
      });
      return ok(request.lng, result, 'SUCCESS_LINK_USER_REMOVED', { name: result.user.name });
    },
  );
};
