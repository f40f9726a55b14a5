import { lt } from 'drizzle-orm';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { verify } from 'altcha-lib/frameworks/shared';
import { captchaUses } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import type { CaptchaSettings } from './captcha-settings';

/**
 * Checks the widget's payload (sent as recaptchaValue): signed by us, not
 * expired, solved, and not used before. Throws ERROR_CAPTCHA otherwise.
 */
export async function verifyCaptcha({
  ctx,
  payload,
}: {
  ctx: CaptchaSettings;
  payload: string | undefined;
}): Promise<void> {
  if (ctx.captcha.provider === 'none') return;
  if (!payload) throw new DomainError('ERROR_CAPTCHA');
  const expiresAt = new Date(Date.now() + ctx.captcha.ttl * 1000);
  const store = {
    get: async () => false,
    set: async () => undefined,
    /** Atomic on both drivers: the primary key decides which of two submissions wins. */
    setIfAbsent: async (challengeId: string) => {
      await ctx.db.delete(captchaUses).where(lt(captchaUses.expiresAt, new Date()));
      const inserted = await ctx.db
        .insert(captchaUses)
        .values({ challengeId, expiresAt })
        .onConflictDoNothing()
        .returning({ challengeId: captchaUses.challengeId });
      return inserted.length === 1;
    },
  };
  const result = await verify(payload, deriveKey, ctx.secret, undefined, store);
  if (result.error) throw new DomainError('ERROR_CAPTCHA');
}
