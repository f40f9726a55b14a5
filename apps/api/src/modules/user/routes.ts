import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LoginRequestSchema,
  LoginResponseSchema,
  PublicKeyResponseSchema,
} from '@registry/contract/auth/login';
import { RegisterRequestSchema, RegisterResponseSchema } from '@registry/contract/auth/register';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import {
  RefreshTokenRequestSchema,
  RefreshTokenResponseSchema,
} from '@registry/contract/auth/refresh-token';
import {
  LoginForCompanyRequestSchema,
  LoginForCompanyResponseSchema,
  LogoutRequestSchema,
  LogoutResponseSchema,
  ValidTokenRequestSchema,
  ValidTokenResponseSchema,
} from '@registry/contract/auth/session';
import { ok } from '../../lib/envelope';
import { requireCaller } from '../../plugins/auth';
import { captchaSettingsOf } from '../captcha/routes';
import { logIn, type LoginContext } from './log-in';
import { registerCompany } from './register-company';
import { refreshSession } from './refresh-session';
import type { SessionSettings } from './session-settings';
import { switchCompany } from './switch-company';
import { loadCurrentCaller, revokeRefreshFamily } from './tokens';
import { createUnknownEmailLockout } from './unknown-email-lockout';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: SessionSettings = {
    db: app.database.db,
    keys: app.keys,
    accessTokenTtl: app.config.accessTokenTtl,
    refreshTokenTtl: app.config.refreshTokenTtl,
  };
  const captcha = captchaSettingsOf(app);
  const loginCtx: LoginContext = {
    ...ctx,
    captcha,
    unknownEmails: createUnknownEmailLockout(),
  };
  const { login: loginLimit, registration: registrationLimit } = app.config.rateLimits;

  app.get(
    '/user/public-key',
    { schema: { response: { 200: PublicKeyResponseSchema } } },
    async (request) => ok(request.lng, { publicKey: app.keys.passwordPublicKeyPem }),
  );

  app.post(
    '/user',
    {
      config: { rateLimit: { ...registrationLimit } },
      schema: {
        body: RegisterRequestSchema,
        response: {
          200: RegisterResponseSchema,
          400: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { email } = await registerCompany({
        ctx: {
          db: ctx.db,
          captcha,
          mailer: app.mailer,
          publicUrl: app.config.publicUrl,
          lng: request.lng,
          log: request.log,
        },
        input: request.body,
      });
      return ok(request.lng, {}, 'SUCCESS_REGISTER', { email });
    },
  );

  app.post(
    '/user/login',
    {
      config: { rateLimit: { ...loginLimit } },
      schema: {
        body: LoginRequestSchema,
        // Failures carry ammountAccess / timeAccess, so they keep the login answer's shape.
        response: { 200: LoginResponseSchema, 400: LoginResponseSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(request.lng, await logIn({ ctx: loginCtx, input: request.body, lng: request.lng })),
  );

  app.post(
    '/user/refreshToken',
    { schema: { body: RefreshTokenRequestSchema, response: { 200: RefreshTokenResponseSchema } } },
    async (request) =>
      ok(request.lng, await refreshSession({ ctx, input: request.body, lng: request.lng })),
  );

  app.post(
    '/user/logout',
    { schema: { body: LogoutRequestSchema, response: { 200: LogoutResponseSchema } } },
    async (request) => {
      if (request.body.refreshToken) await revokeRefreshFamily(ctx.db, request.body.refreshToken);
      return ok(request.lng);
    },
  );

  app.post(
    '/user/validToken',
    { schema: { body: ValidTokenRequestSchema, response: { 200: ValidTokenResponseSchema } } },
    async (request) =>
      ok(request.lng, {
        valid: (await loadCurrentCaller(ctx.db, app.keys, request.body.token)) !== null,
      }),
  );

  app.post(
    '/user/loginForCompany',
    {
      preHandler: app.authenticate,
      schema: {
        body: LoginForCompanyRequestSchema,
        response: { 200: LoginForCompanyResponseSchema },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return ok(request.lng, await switchCompany({ ctx, caller, input: request.body }));
    },
  );
};
