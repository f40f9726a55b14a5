import { LogVerificationError } from './verify-log-error';

/**
 * Which key verifies the log (DESIGN.md 4.3): the one told with --vkey (pinned
 * from then on); else the one pinned when this log was first verified, which
 * the registry must still serve; else, the first time, the one it serves.
 */
export function chooseVerifierKey(keys: {
  told: string | undefined;
  pinned: string | undefined;
  /** The key the registry serves (not asked when told one). */
  served: string | undefined;
}): string {
  if (keys.told) return keys.told;
  if (keys.pinned && keys.pinned !== keys.served) {
    throw new LogVerificationError(
      `the registry now serves another key (${String(keys.served)}) than the one pinned when this log was first verified (${keys.pinned}); if the registry really changed its key, run again with --vkey ${String(keys.served)}`,
    );
  }
  const vkey = keys.pinned ?? keys.served;
  // Stryker disable next-line all: unreachable, the caller asks the registry when told no key
  if (!vkey) throw new LogVerificationError('no verifier key');
  return vkey;
}
