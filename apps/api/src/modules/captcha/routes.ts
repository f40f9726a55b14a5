import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CaptchaChallengeResponseSchema } from '@registry/contract/auth/captcha';
import { ok } from '../../lib/envelope';
import type { CaptchaSettings } from './captcha-settings';
import { createCaptchaChallenge } from './create-challenge';

/** Builds the captcha settings of an app (also used by the modules that verify captchas). */
export function captchaSettingsOf(app: {
  database: { db: CaptchaSettings['db'] };
  config: { captcha: CaptchaSettings['captcha'] };
  keys: { captchaSecret: string };
}): CaptchaSettings {
  return { db: app.database.db, captcha: app.config.captcha, secret: app.keys.captchaSecret };
}

/** GET /api/captcha/challenge: a fresh challenge for the login, recovery and registration forms. */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = captchaSettingsOf(app);
  app.get(
    '/captcha/challenge',
    { schema: { response: { 200: CaptchaChallengeResponseSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok(request.lng, {
        provider: ctx.captcha.provider,
        challenge: await createCaptchaChallenge({ ctx }),
      });
    },
  );
};
