import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, userCompanies } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import { createPasswordLink } from '../password/password-links';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The expiry of a user's password: changed at passwordChangedAt, valid for the
 * strictest passwordExpirationDays of the companies the user is active in (0
 * or less: no expiry). Null when it never expires.
 */
export async function passwordExpiresAt(
  db: Db,
  { userId, passwordChangedAt }: { userId: number; passwordChangedAt: Date },
): Promise<Date | null> {
  const rows = await db
    .select({ days: companies.passwordExpirationDays })
    .from(userCompanies)
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(and(eq(userCompanies.userId, userId), eq(userCompanies.active, 1)));
  const days = rows.map((r) => r.days).filter((d) => d > 0);
  if (days.length === 0) return null;
  return new Date(passwordChangedAt.getTime() + Math.min(...days) * DAY_MS);
}

/**
 * Throws INFO_PASSWORD_EXPIRATION (status 0, HTTP 200) with a fresh 'expiry'
 * link to renew the password when it has expired (spec section 4, Login).
 */
export async function assertPasswordNotExpired(
  db: Db,
  user: { userId: number; passwordChangedAt: Date },
  now: Date = new Date(),
): Promise<void> {
  const expiresAt = await passwordExpiresAt(db, user);
  if (!expiresAt || expiresAt.getTime() > now.getTime()) return;
  const { path } = await createPasswordLink(db, { userId: user.userId, purpose: 'expiry' });
  throw new DomainError('INFO_PASSWORD_EXPIRATION', 200, {}, { link: path });
}
