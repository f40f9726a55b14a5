import { describe, expect, it } from 'vitest';
import type { Caller } from '../../lib/caller';
import { VerifiedTokens } from './verified-tokens';

const caller = (userId: number): Caller =>
  ({
    userId,
    companyId: 7,
    claims: { companyId: 7, permits: ['transfer'], exp: 2_000 },
  }) as unknown as Caller;

describe('verified access tokens', () => {
  it('answers a token until its expiry, then forgets it', () => {
    const tokens = new VerifiedTokens();
    tokens.set('a', caller(1), 2_000);
    expect(tokens.get('a', 1_999_999)?.userId).toBe(1);
    expect(tokens.get('a', 2_000_000)).toBeNull();
    expect(tokens.size).toBe(0);
    expect(tokens.get('never seen')).toBeNull();
  });

  it('gives every request its own copy', () => {
    const tokens = new VerifiedTokens();
    tokens.set('a', caller(1), 2_000);
    const first = tokens.get('a', 0)!;
    first.claims.permits.length = 0;
    (first.claims as { companyId: number }).companyId = 99;
    expect(tokens.get('a', 0)?.claims).toMatchObject({ companyId: 7, permits: ['transfer'] });
  });

  it('keeps at most ten thousand tokens, dropping the oldest', () => {
    const tokens = new VerifiedTokens();
    for (let i = 0; i <= 10_000; i += 1) tokens.set(`t${i}`, caller(i), 2_000);
    expect(tokens.size).toBe(10_000);
    expect(tokens.get('t0', 0)).toBeNull();
    expect(tokens.get('t10000', 0)?.userId).toBe(10_000);
  });
});
