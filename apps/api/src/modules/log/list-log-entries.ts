import { and, asc, gte, lt } from 'drizzle-orm';
import { LOG_ENTRIES_MAX, type LogEntriesQuery, type LogEntry } from '@registry/contract/log/log';
import { logEvents } from '../../db/schema/log';
import type { LogContext } from './log-context';
import { checkpointedSize, refuseRange, toBase64 } from './log-range';
import { hashLeaf } from './merkle';

/** The leaves [start, end) of the checkpointed tree, each with its exact text and leaf hash. */
export async function listLogEntries({
  ctx,
  input,
}: {
  ctx: LogContext;
  input: LogEntriesQuery;
}): Promise<{ entries: LogEntry[] }> {
  const size = await checkpointedSize(ctx.db);
  const { start, end } = input;
  if (!(start < end && end <= size && end - start <= LOG_ENTRIES_MAX)) refuseRange(size);
  const rows = await ctx.db
    .select({ index: logEvents.leafIndex, data: logEvents.data })
    .from(logEvents)
    .where(and(gte(logEvents.leafIndex, start), lt(logEvents.leafIndex, end)))
    .orderBy(asc(logEvents.leafIndex));
  return {
    entries: rows.map((row) => ({
      index: row.index ?? 0,
      data: row.data,
      leafHash: toBase64(hashLeaf(Buffer.from(row.data, 'utf8'))),
    })),
  };
}
