import { createHash, randomBytes, randomUUID, type webcrypto } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { TokenClaimsSchema, type TokenClaims } from '@registry/contract/auth/token-claims';
import type { Db } from '../../db/client';
import { refreshTokens, userCompanies, users } from '../../db/schema/accounts';
import type { Keys } from '../../lib/keys';
import type { Caller } from '../../lib/caller';
import { verifiedTokensOf } from './verified-tokens';

const ISSUER = 'carbon-registry';

/**
 * The HMAC key of a secret, imported once: handed the raw bytes, jose imports
 * them into WebCrypto on every sign and verify, a cost paid on every call.
 */
const hmacKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKeyOf(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(
  keys: Keys,
  userId: number,
  claims: Omit<TokenClaims, 'exp'>,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(await hmacKeyOf(keys.jwtSecret));
}

/** The caller of a valid, unexpired token signed by this API; null otherwise. */
export async function verifyAccessToken(keys: Keys, token: string): Promise<Caller | null> {
  const cache = verifiedTokensOf(keys);
  const known = cache.get(token);
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, await hmacKeyOf(keys.jwtSecret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    const claims = TokenClaimsSchema.safeParse(payload);
    const userId = Number(payload.sub);
    if (!claims.success || !Number.isInteger(userId)) return null;
    const caller = { userId, companyId: claims.data.companyId, claims: claims.data };
    cache.set(token, caller, claims.data.exp);
    return caller;
    // Stryker disable next-line BlockStatement: every caller treats undefined as null (not a caller)
  } catch {
    return null;
  }
}

/**
 * The caller of a valid access token whose membership still stands: the user
 * and the membership active now, with the permits and admin flag as they are
 * now. A token outlives a deactivation, a removed link or a changed permit by
 * up to 15 minutes; this check closes that window on every call.
 */
export async function loadCurrentCaller(db: Db, keys: Keys, token: string): Promise<Caller | null> {
  const verified = await verifyAccessToken(keys, token);
  if (!verified) return null;
  const [membership] = await db
    .select({ permits: userCompanies.permits, isAdmin: userCompanies.isAdmin })
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(
      and(
        eq(userCompanies.userId, verified.userId),
        eq(userCompanies.companyId, verified.companyId),
        eq(userCompanies.active, 1),
        eq(users.active, 1),
      ),
    )
    .limit(1);
  if (!membership) return null;
  return {
    ...verified,
    claims: {
      ...verified.claims,
      permits: membership.permits,
      isAdminCompany: membership.isAdmin === 1 ? 1 : 0,
    },
  };
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a new opaque refresh token, kept hashed; familyId ties the rotations of one login. */
export async function issueRefreshToken(
  db: Db,
  input: { userId: number; companyId: number; familyId?: string; ttlSeconds: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    tokenHash: hashToken(token),
    familyId: input.familyId ?? randomUUID(),
    userId: input.userId,
    companyId: input.companyId,
    expiresAt: new Date(Date.now() + input.ttlSeconds * 1000),
  });
  return token;
}

export type RotateResult =
  | { ok: true; userId: number; companyId: number; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'revoked' };

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same
 * family is returned. Presenting a spent token revokes its whole family.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  ttlSeconds: number,
): Promise<RotateResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .for('update');
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revokedAt) return { ok: false, reason: 'revoked' } as const;
    if (row.rotatedAt) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { ok: false, reason: 'reused' } as const;
    }
    // Stryker disable next-line EqualityOperator: the very millisecond of expiry cannot be aimed at from outside
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' } as const;
    await tx
      .update(refreshTokens)
      .set({ rotatedAt: new Date() })
      .where(eq(refreshTokens.id, row.id));
    const next = await issueRefreshToken(tx as unknown as Db, {
      userId: row.userId,
      companyId: row.companyId,
      familyId: row.familyId,
      ttlSeconds,
    });
    return { ok: true, userId: row.userId, companyId: row.companyId, refreshToken: next } as const;
  });
}

/** Revokes the family of a refresh token (logout). */
export async function revokeRefreshFamily(
  db: Db,
  token: string,
  /** When given, only a token of this user is revoked. */
  ownerUserId?: number,
): Promise<void> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (!row || (ownerUserId !== undefined && row.userId !== ownerUserId)) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
}
