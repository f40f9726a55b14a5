import type { ConsistencyProofQuery } from '@registry/contract/log/log';
import type { LogContext } from './log-context';
import { checkpointedSize, refuseRange, toBase64 } from './log-range';
import { computeFromStoredNodes } from './log-tree';
import { consistencyProof } from './merkle';

/** RFC 9162 consistency proof between the trees of `first` and `second` leaves. */
export async function getConsistencyProof({
  ctx,
  input,
}: {
  ctx: LogContext;
  input: ConsistencyProofQuery;
}): Promise<{ first: number; second: number; hashes: string[] }> {
  const treeSize = await checkpointedSize(ctx.db);
  const { first, second } = input;
  if (!(first <= second && second <= treeSize)) refuseRange(treeSize);
  const proof = await computeFromStoredNodes(ctx.db, (read) =>
    consistencyProof(read, first, second),
  );
  return { first, second, hashes: proof.map(toBase64) };
}
