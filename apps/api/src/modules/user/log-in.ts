import { eq } from 'drizzle-orm';
import type { LoginRequest } from '@registry/contract/auth/login';
import type { Language } from '@registry/contract/common/language';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import { verifyPassword } from '../../lib/password';
import { decryptPassword } from '../../lib/password-transform';
import type { CaptchaSettings } from '../captcha/captcha-settings';
import { verifyCaptcha } from '../captcha/verify-captcha';
import { loadMembership } from './build-claims';
import { assertPasswordNotExpired } from './check-password-expiry';
import { issueSession, type Session } from './issue-session';
import {
  clearLoginFailures,
  isLocked,
  loginLockedError,
  recordLoginFailure,
} from './login-lockout';
import type { SessionSettings } from './session-settings';
import type { UnknownEmailLockout } from './unknown-email-lockout';
import { rememberLanguage } from './user-language';

/** A well-formed hash no password matches, verified for unknown e-mails. */
const NO_PASSWORD_HASH = 'scrypt$16384$8$1$AAAA$AAAA';

export interface LoginResult extends Session {
  acceptTerms: 0 | 1;
  updated: 0 | 1;
}

export interface LoginContext extends SessionSettings {
  db: Db;
  captcha: CaptchaSettings;
  unknownEmails: UnknownEmailLockout;
}

/**
 * Checks the captcha, the e-mail and the transformed password, and opens a
 * session for the user's first company. Five failures within 15 minutes lock
 * the account for 15 minutes (even for the right password); an expired
 * password answers a link to renew it instead of a session.
 */
export async function logIn({
  ctx,
  input,
  lng,
}: {
  ctx: LoginContext;
  input: LoginRequest;
  /** The request's language: kept as the user's choice (mail to their company follows it). */
  lng: Language;
}): Promise<LoginResult> {
  await verifyCaptcha({ ctx: ctx.captcha, payload: input.recaptchaValue });
  const email = input.email.toLowerCase();
  const now = new Date();
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (user && isLocked(user.lockedUntil, now)) throw loginLockedError(user.lockedUntil, now);
  // Stryker disable next-line BlockStatement: fail() below answers the same lock; checking first only spares the password work
  if (!user) {
    const locked = ctx.unknownEmails.check(email, now);
    // Stryker disable next-line ConditionalExpression: fail() below answers the same lock; checking first only spares the password work
    if (locked) throw locked;
  }
  const password = decryptPassword(ctx.keys.passwordPrivateKeyPem, input.password);
  // Verify even when the user is unknown or has no password yet, so timing does not tell.
  // Stryker disable next-line StringLiteral: a password that does not decrypt fails whatever text stands in for it
  const isValid = await verifyPassword(password ?? '', user?.passwordHash ?? NO_PASSWORD_HASH);
  if (!user) throw ctx.unknownEmails.fail(email, now);
  // Stryker disable next-line ConditionalExpression,LogicalOperator: isValid is already false for a null password or a user without a hash; these say so outright
  if (password === null || !user.passwordHash || !isValid) {
    throw await recordLoginFailure(ctx.db, user.id, now);
  }
  await clearLoginFailures(ctx.db, user.id);
  // Stryker disable next-line ConditionalExpression: loadMembership finds no membership for an inactive user, which answers the same error
  if (user.active !== 1) throw new DomainError('ERROR_USER_INACTIVE');
  const membership = await loadMembership(ctx.db, user.id);
  if (!membership) throw new DomainError('ERROR_USER_INACTIVE');
  await assertPasswordNotExpired(
    ctx.db,
    { userId: user.id, passwordChangedAt: user.passwordChangedAt },
    now,
  );
  await rememberLanguage(ctx.db, { userId: user.id, lng, now });
  const session = await issueSession(ctx, membership);
  const hasPermits = membership.claims.permits.length > 0;
  return {
    ...session,
    acceptTerms: membership.acceptTerms,
    updated: membership.isUpdated && hasPermits ? 1 : 0,
  };
}
