import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanyDataResponseSchema,
  PasswordRecoveryRequestSchema,
  PasswordRecoveryResponseSchema,
  UpdatePasswordLinkRequestSchema,
  UpdatePasswordLinkResponseSchema,
  UpdatePasswordRequestSchema,
  UpdatePasswordResponseSchema,
  VerifyPasswordLinkParamsSchema,
  VerifyPasswordLinkResponseSchema,
} from '@registry/contract/auth/password';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import { ok } from '../../lib/envelope';
import { requireCaller } from '../../plugins/auth';
import { captchaSettingsOf } from '../captcha/routes';
import { createBackgroundTasks } from './background-tasks';
import { changePassword } from './change-password';
import { getCompanyData } from './get-company-data';
import type { PasswordContext } from './password-context';
import { requestRecovery } from './request-recovery';
import { setPasswordByLink } from './set-password-by-link';
import { verifyLink } from './verify-link';

const ERRORS = { 400: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema };
const SESSION_ERRORS = { ...ERRORS, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

/** Password calls: recovery, links, change, and GET /api/company/data. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const background = createBackgroundTasks(app.log);
  app.addHook('onClose', async () => background.idle());
  const ctx: PasswordContext = {
    db: app.database.db,
    keys: app.keys,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    background,
  };
  const captcha = captchaSettingsOf(app);
  // Calls that could be used to guess a password or a link share the login's limit.
  const guessLimit = { rateLimit: { ...app.config.rateLimits.login } };

  app.post(
    '/user/passwordRecovery',
    {
      config: { rateLimit: { ...app.config.rateLimits.recovery } },
      schema: {
        body: PasswordRecoveryRequestSchema,
        response: { 200: PasswordRecoveryResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      await requestRecovery({ ctx: { ...ctx, captcha, lng: request.lng }, input: request.body });
      return ok(request.lng, {}, 'INFO_PASSWORD_RECOVERY');
    },
  );

  app.get(
    '/user/verify-link/:idHash/:codeHash/:userIdHash',
    {
      config: guessLimit,
      // The path carries the link's secret code: keep it out of the request log lines.
      logLevel: 'warn',
      schema: {
        params: VerifyPasswordLinkParamsSchema,
        response: { 200: VerifyPasswordLinkResponseSchema, ...ERRORS },
      },
    },
    async (request) => ok(request.lng, await verifyLink({ ctx, input: request.params })),
  );

  app.post(
    '/user/update-password-link',
    {
      config: guessLimit,
      schema: {
        body: UpdatePasswordLinkRequestSchema,
        response: { 200: UpdatePasswordLinkResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      await setPasswordByLink({ ctx, input: request.body });
      return ok(request.lng, {}, 'SUCCESS_PASSWORD_SET');
    },
  );

  app.post(
    '/user/updatePassword',
    {
      config: guessLimit,
      preHandler: app.authenticate,
      schema: {
        body: UpdatePasswordRequestSchema,
        response: {
          ...SESSION_ERRORS,
          200: UpdatePasswordResponseSchema,
          400: UpdatePasswordResponseSchema,
        },
      },
    },
    async (request) => {
      await changePassword({ ctx, caller: requireCaller(request), input: request.body });
      return ok(request.lng, {}, 'SUCCESS_PASSWORD_CHANGED');
    },
  );

  app.get(
    '/company/data',
    {
      preHandler: app.authenticate,
      schema: { response: { 200: CompanyDataResponseSchema, ...SESSION_ERRORS } },
    },
    async (request) =>
      ok(request.lng, await getCompanyData({ ctx, caller: requireCaller(request) })),
  );
};
