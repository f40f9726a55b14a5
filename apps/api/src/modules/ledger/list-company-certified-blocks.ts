import type { CertifiedBlock } from '@registry/contract/ledger/certifier-api';
import type { Caller } from '../../lib/caller';
import { certifiedBlocks, heldBy } from './certified-blocks-query';
import type { LedgerContext } from './ledger-context';

/**
 * GET /api/platform/ledger/companies/{companyId}/blocks: the active and
 * locked blocks a company holds, only of projects the caller's company
 * certifies (another company's caller sees an empty list).
 */
export async function listCompanyCertifiedBlocks({
  ctx,
  caller,
  input,
}: {
  ctx: LedgerContext;
  caller: Caller;
  input: { companyId: number };
}): Promise<{ blocks: CertifiedBlock[] }> {
  return {
    blocks: await certifiedBlocks(
      ctx.db,
      ctx.registryPrefix,
      caller.companyId,
      heldBy(input.companyId),
    ),
  };
}
