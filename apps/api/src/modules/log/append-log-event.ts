import type { Tx } from '../../db/client';
import { logEvents } from '../../db/schema/log';

/** The value with every object's keys sorted, so equal events have equal text. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, sortKeys(item)]),
    );
  }
  return value;
}

/**
 * Inserts one event of the transparency log in the caller's transaction
 * (DESIGN.md 4.3). Only public, non-personal data: ids, quantities, kinds, times.
 */
export async function appendLogEvent(
  tx: Tx,
  kind: string,
  data: Record<string, unknown>,
): Promise<void> {
  await tx.insert(logEvents).values({ kind, data: JSON.stringify(sortKeys(data)) });
}
