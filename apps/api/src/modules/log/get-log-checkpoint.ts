import { DomainError } from '../../lib/domain-error';
import type { LogContext } from './log-context';
import { latestCheckpoint } from './log-tree';

/** The latest signed checkpoint note (C2SP tlog-checkpoint), as served to anyone. */
export async function getLogCheckpoint({ ctx }: { ctx: LogContext }): Promise<string> {
  const checkpoint = await latestCheckpoint(ctx.db);
  if (!checkpoint) throw new DomainError('ERROR_LOG_NO_CHECKPOINT', 404);
  return checkpoint.note;
}
