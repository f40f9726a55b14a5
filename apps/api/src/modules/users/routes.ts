import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import {
  UpdatedUserResponseSchema,
  UserIdParamsSchema,
} from '@registry/contract/users/company-user';
import {
  CreateUserByCompanyRequestSchema,
  CreateUserByCompanyResponseSchema,
} from '@registry/contract/users/create-user-by-company';
import { GetCurrentUserResponseSchema } from '@registry/contract/users/get-current-user';
import {
  SearchUsersRequestSchema,
  SearchUsersResponseSchema,
} from '@registry/contract/users/search-users';
import { SetUserActiveRequestSchema } from '@registry/contract/users/set-user-active';
import { SetUserContactRequestSchema } from '@registry/contract/users/set-user-contact';
import { SetUserPermitsRequestSchema } from '@registry/contract/users/set-user-permits';
import { DomainError } from '../../lib/domain-error';
import { ok } from '../../lib/envelope';
import { requireCaller } from '../../plugins/auth';
import { createUserByCompany } from './create-user-by-company';
import { getCurrentUser } from './get-current-user';
import { searchUsers } from './search-users';
import { setUserActive } from './set-user-active';
import { setUserContact } from './set-user-contact';
import { setUserPermits } from './set-user-permits';
import type { UserAdminContext } from './user-admin-context';

const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

/**
 * User administration (spec sections 2, 6 and 7): GET /api/user/ for anyone
 * logged in; search, createByCompany, active, contact and permit for the
 * admins of the session's company. The token is checked before the body is
 * read, and a token that is not an admin's is refused before the body is
 * validated; the actions check the admin again in the database.
 */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest): UserAdminContext => ({
    db: app.database.db,
    lng: request.lng,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: request.log,
  });

  const requireAdminClaim = async (request: FastifyRequest) => {
    if (requireCaller(request).claims.isAdminCompany !== 1) {
      throw new DomainError('ERROR_FORBIDDEN', 403);
    }
  };
  const forAdmins = { onRequest: app.authenticate, preValidation: requireAdminClaim };

  app.get(
    '/user/',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: GetCurrentUserResponseSchema, ...ERRORS } },
    },
    async (request) =>
      ok(
        request.lng,
        await getCurrentUser({ ctx: context(request), caller: requireCaller(request) }),
      ),
  );

  app.post(
    '/user/search',
    {
      ...forAdmins,
      schema: {
        body: SearchUsersRequestSchema,
        response: { 200: SearchUsersResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await searchUsers({
          ctx: context(request),
          caller: requireCaller(request),
          input: request.body,
        }),
      ),
  );

  app.post(
    '/user/createByCompany',
    {
      ...forAdmins,
      schema: {
        body: CreateUserByCompanyRequestSchema,
        response: { 200: CreateUserByCompanyResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const result = await createUserByCompany({
        ctx: context(request),
        caller: requireCaller(request),
        input: request.body,
      });
      const code = !result.isMailSent
        ? 'SUCCESS_USER_MAIL_FAILED'
        : result.isInvited
          ? 'SUCCESS_USER_INVITED'
          : 'SUCCESS_USER_ADDED';
      return ok(request.lng, result, code, {
        name: result.user.name,
        email: result.user.email,
      });
    },
  );

  app.post(
    '/user/active/:id',
    {
      ...forAdmins,
      schema: {
        params: UserIdParamsSchema,
        body: SetUserActiveRequestSchema,
        response: { 200: UpdatedUserResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const result = await setUserActive({
        ctx: context(request),
        caller: requireCaller(request),
        input: { id: request.params.id, active: request.body.active },
      });
      const code = result.user.active === 1 ? 'SUCCESS_USER_ACTIVATED' : 'SUCCESS_USER_DEACTIVATED';
      return ok(request.lng, result, code, { name: result.user.name });
    },
  );

  app.post(
    '/user/contact/:id',
    {
      ...forAdmins,
      schema: {
        params: UserIdParamsSchema,
        body: SetUserContactRequestSchema,
        response: { 200: UpdatedUserResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const result = await setUserContact({
        ctx: context(request),
        caller: requireCaller(request),
        input: { id: request.params.id, isContact: request.body.isContact },
      });
      return ok(request.lng, result, 'SUCCESS_USER_UPDATED', { name: result.user.name });
    },
  );

  app.post(
    '/user/permit/:id',
    {
      ...forAdmins,
      schema: {
        params: UserIdParamsSchema,
        body: SetUserPermitsRequestSchema,
        response: { 200: UpdatedUserResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const result = await setUserPermits({
        ctx: context(request),
        caller: requireCaller(request),
        input: { id: request.params.id, ...request.body },
      });
      return ok(request.lng, result, 'SUCCESS_USER_UPDATED', { name: result.user.name });
    },
  );
};
