import type { InclusionProofQuery } from '@registry/contract/log/log';
import type { LogContext } from './log-context';
import { checkpointedSize, refuseRange, toBase64 } from './log-range';
import { computeFromStoredNodes } from './log-tree';
import { inclusionProof } from './merkle';

/** RFC 9162 inclusion proof of leaf `index` in the tree of `size` leaves, from the stored nodes. */
export async function getInclusionProof({
  ctx,
  input,
}: {
  ctx: LogContext;
  input: InclusionProofQuery;
}): Promise<{ index: number; size: number; hashes: string[] }> {
  const treeSize = await checkpointedSize(ctx.db);
  const { index, size } = input;
  if (!(index < size && size <= treeSize)) refuseRange(treeSize);
  const proof = await computeFromStoredNodes(ctx.db, (read) => inclusionProof(read, index, size));
  return { index, size, hashes: proof.map(toBase64) };
}
