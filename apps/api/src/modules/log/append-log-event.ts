import canonicalize from 'canonicalize';
import type { Tx } from '../../db/client';
import { logEvents } from '../../db/schema/log';

/**
 * Records an event of the public transparency log in the caller's transaction
 * (DESIGN.md 4.3): only the row, kind and leaf text. The sequencer hashes it
 * later, so a writer never waits on the tree. The leaf is the RFC 8785
 * canonical JSON of `{kind, ...data}`: public, non-personal data only.
 */
export async function appendLogEvent(
  tx: Tx,
  kind: string,
  data: Record<string, unknown>,
): Promise<void> {
  if ('kind' in data) throw new Error('a log event names its kind once, outside its data');
  const leaf = canonicalize({ kind, ...data });
  // Stryker disable next-line all: unreachable, canonicalize answers undefined only for undefined, never for an object
  if (leaf === undefined) throw new Error('a log event must be JSON');
  await tx.insert(logEvents).values({ kind, data: leaf });
}
