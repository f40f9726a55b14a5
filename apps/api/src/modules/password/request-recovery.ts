import { and, eq } from 'drizzle-orm';
import type { PasswordRecoveryRequest } from '@registry/contract/auth/password';
import type { Language } from '@registry/contract/common/language';
import { users } from '../../db/schema/accounts';
import type { CaptchaSettings } from '../captcha/captcha-settings';
import { verifyCaptcha } from '../captcha/verify-captcha';
import type { PasswordContext } from './password-context';
import { sendPasswordLink } from './send-password-link';

/**
 * POST /api/user/passwordRecovery. After the captcha, the caller learns nothing
 * about the e-mail: the same answer comes back whether it exists or not, and
 * the link is created and mailed after the answer, so the time does not tell either.
 */
export async function requestRecovery({
  ctx,
  input,
}: {
  ctx: PasswordContext & { captcha: CaptchaSettings; lng: Language };
  input: PasswordRecoveryRequest;
}): Promise<void> {
  await verifyCaptcha({ ctx: ctx.captcha, payload: input.recaptchaValue });
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email.toLowerCase()), eq(users.active, 1)));
  if (!user) return;
  ctx.background.run('recovery mail', () =>
    sendPasswordLink({ ctx, input: { userId: user.id, purpose: 'recovery', lng: ctx.lng } }),
  );
}
