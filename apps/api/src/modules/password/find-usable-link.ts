import { eq } from 'drizzle-orm';
import type { VerifyPasswordLinkParams } from '@registry/contract/auth/password';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import { findPasswordLink, type ValidPasswordLink } from './password-links';

export interface UsableLink extends ValidPasswordLink {
  passwordHash: string | null;
}

/** The link when it is unused, unexpired and its user active; ERROR_LINK_EXPIRED_OR_USED otherwise. */
export async function findUsableLink(db: Db, parts: VerifyPasswordLinkParams): Promise<UsableLink> {
  const link = await findPasswordLink(db, parts);
  const [user] = link
    ? await db
        .select({ active: users.active, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, link.userId))
    : [];
  if (!link || !user || user.active !== 1) throw new DomainError('ERROR_LINK_EXPIRED_OR_USED');
  return { ...link, passwordHash: user.passwordHash };
}

/** ana.maria@example.org -> an***@example.org: enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const shown = local.length > 2 ? local.slice(0, 2) : local.slice(0, 1);
  return `${shown}***${email.slice(at)}`;
}
