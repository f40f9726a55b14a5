import type { Keys } from '../../lib/keys';
import type { Caller } from '../../lib/caller';

/** How many verified access tokens an instance remembers (the oldest go first). */
const MAX_TOKENS = 10_000;

/**
 * Access tokens this instance has already verified, each until its `exp`:
 * the same string signed by the same key verifies the same way, so a token's
 * HMAC is checked once rather than on every call (WebCrypto's verify is an
 * asynchronous job, a tenth of the API's time under load). Each answer is a
 * copy, so no request can change what the next one gets.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, { caller: Caller; exp: number }>();

  get(token: string, nowMs = Date.now()): Caller | null {
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (entry.exp * 1000 <= nowMs) {
      this.entries.delete(token);
      return null;
    }
    return structuredClone(entry.caller);
  }

  set(token: string, caller: Caller, exp: number): void {
    if (this.entries.size >= MAX_TOKENS) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { caller: structuredClone(caller), exp });
  }

  get size(): number {
    return this.entries.size;
  }
}

const byKeys = new WeakMap<Keys, VerifiedTokens>();

/** The verified tokens of one set of keys (each app instance has its own). */
export function verifiedTokensOf(keys: Keys): VerifiedTokens {
  let cache = byKeys.get(keys);
  if (!cache) {
    cache = new VerifiedTokens();
    byKeys.set(keys, cache);
  }
  return cache;
}
