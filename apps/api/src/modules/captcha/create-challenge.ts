import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaSettings } from './captcha-settings';

/** A signed ALTCHA challenge (PBKDF2/SHA-256), or null when no captcha is configured. */
export async function createCaptchaChallenge({
  ctx,
}: {
  ctx: CaptchaSettings;
}): Promise<Record<string, unknown> | null> {
  if (ctx.captcha.provider === 'none') return null;
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: ctx.captcha.cost,
    counter: randomInt(Math.ceil(ctx.captcha.maxCounter / 2), ctx.captcha.maxCounter),
    deriveKey,
    expiresAt: new Date(Date.now() + ctx.captcha.ttl * 1000),
    hmacSignatureSecret: ctx.secret,
  });
  return { ...challenge };
}
