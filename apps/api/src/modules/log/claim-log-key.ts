import type { Db, Tx } from '../../db/client';
import { logKey } from '../../db/schema/log-key';
import { parseVerifierKey, verifyCheckpoint } from './checkpoint-note';
import type { LogSigner } from './log-signer';
import { latestCheckpoint } from './log-tree';

/** This instance's log key or origin is not the registry's: it must not start, nor sign. */
export class LogKeyMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LogKeyMismatchError';
  }
}

function isSignedBy(note: string, signer: LogSigner): boolean {
  try {
    verifyCheckpoint(note, parseVerifierKey(signer.vkey));
    return true;
  } catch {
    return false;
  }
}

/**
 * The registry's log key is one (DESIGN.md 4.3, decision 027). The first
 * instance (or the sequencer's first checkpoint) stores its public key; any
 * later one must sign with the same key and origin, or it is refused, naming
 * the variable to fix. A database whose checkpoints predate the stored key
 * takes the key that signed its latest checkpoint, and no other.
 */
export async function claimLogKey(db: Db | Tx, signer: LogSigner): Promise<void> {
  let [stored] = await db.select().from(logKey).limit(1);
  if (!stored) {
    const checkpoint = await latestCheckpoint(db);
    if (checkpoint && !isSignedBy(checkpoint.note, signer)) {
      throw new LogKeyMismatchError(
        `LOG_SIGNING_KEY: the log's checkpoints are signed by another key than this instance's; set LOG_SIGNING_KEY (or LOG_ORIGIN) to the registry's own`,
      );
    }
    await db
      .insert(logKey)
      .values({ origin: signer.origin, publicKeyPem: signer.publicKeyPem, vkey: signer.vkey })
      .onConflictDoNothing();
    [stored] = await db.select().from(logKey).limit(1);
  }
  // Stryker disable next-line all: unreachable, the row was there or was just inserted (rows are never deleted)
  if (!stored) throw new Error('the log key row is missing');
  if (stored.publicKeyPem !== signer.publicKeyPem) {
    throw new LogKeyMismatchError(
      `LOG_SIGNING_KEY: this instance's log signing key is not the registry's (${stored.vkey}); set LOG_SIGNING_KEY to the key the registry's log is signed with, so every instance signs with the same one`,
    );
  }
  if (stored.origin !== signer.origin) {
    throw new LogKeyMismatchError(
      `LOG_ORIGIN: this instance's log origin ${signer.origin} is not the registry's (${stored.origin}); set LOG_ORIGIN (or PUBLIC_URL) as the other instances do`,
    );
  }
}
