import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { passwordLinks, users, type PasswordLinkPurpose } from '../../db/schema/accounts';

/** How long each kind of link stays valid, in seconds. */
export const PASSWORD_LINK_TTL: Record<PasswordLinkPurpose, number> = {
  recovery: 3600,
  expiry: 3600,
  invitation: 7 * 24 * 3600,
  registration: 7 * 24 * 3600,
};

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export interface CreatedPasswordLink {
  /** /change-password-link/{idHash}/{codeHash}/{userIdHash}: the web route (spec section 2). */
  path: string;
  expiresAt: Date;
}

/**
 * A new one-time link for the user; earlier unused links of the same purpose
 * stop working. The code travels only in the link; the database keeps its hash.
 */
export async function createPasswordLink(
  db: Db | Tx,
  { userId, purpose }: { userId: number; purpose: PasswordLinkPurpose },
): Promise<CreatedPasswordLink> {
  const [user] = await db
    .select({ userHash: users.userHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  const now = new Date();
  await db
    .update(passwordLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordLinks.userId, userId),
        eq(passwordLinks.purpose, purpose),
        isNull(passwordLinks.usedAt),
      ),
    );
  const idHash = randomBytes(16).toString('hex');
  const code = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_LINK_TTL[purpose] * 1000);
  await db
    .insert(passwordLinks)
    .values({ idHash, codeHash: sha256(code), userId, purpose, expiresAt });
  return { path: `/change-password-link/${idHash}/${code}/${user.userHash}`, expiresAt };
}

export interface ValidPasswordLink {
  linkId: number;
  userId: number;
  purpose: PasswordLinkPurpose;
  email: string;
  name: string;
}

/** The link's user when the three parts match an unused, unexpired link; otherwise null. */
export async function findPasswordLink(
  db: Db | Tx,
  { idHash, codeHash, userIdHash }: { idHash: string; codeHash: string; userIdHash: string },
): Promise<ValidPasswordLink | null> {
  const [row] = await db
    .select({
      linkId: passwordLinks.id,
      storedCode: passwordLinks.codeHash,
      userId: users.id,
      userHash: users.userHash,
      purpose: passwordLinks.purpose,
      email: users.email,
      name: users.name,
    })
    .from(passwordLinks)
    .innerJoin(users, eq(users.id, passwordLinks.userId))
    .where(
      and(
        eq(passwordLinks.idHash, idHash),
        isNull(passwordLinks.usedAt),
        gt(passwordLinks.expiresAt, new Date()),
      ),
    );
  if (!row || row.userHash !== userIdHash) return null;
  const given = Buffer.from(sha256(codeHash), 'hex');
  const stored = Buffer.from(row.storedCode, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
  return {
    linkId: row.linkId,
    userId: row.userId,
    purpose: row.purpose,
    email: row.email,
    name: row.name,
  };
}

/** Marks the link used; false when another request used it first (single use under concurrency). */
export async function consumePasswordLink(db: Db | Tx, linkId: number): Promise<boolean> {
  const used = await db
    .update(passwordLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordLinks.id, linkId), isNull(passwordLinks.usedAt)))
    .returning({ id: passwordLinks.id });
  return used.length === 1;
}
