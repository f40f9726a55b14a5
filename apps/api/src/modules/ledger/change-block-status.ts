import type { BlockActionRequest, MovementAnswer } from '@registry/contract/ledger/ledger-api';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { requireCertifierOf } from './ledger-access';
import type { LedgerContext } from './ledger-context';
import {
  issuanceProjectOf,
  lockBlock,
  recordMovement,
  sizeOf,
  systemAccountId,
  takeFromBlock,
  type BlockRow,
} from './ledger-store';
import { runOnce } from './idempotency';

export type BlockStatusChange = 'lock' | 'unlock' | 'cancel';

/** The status a block must have before each change. */
const ALLOWED_FROM: Record<BlockStatusChange, readonly string[]> = {
  lock: ['active'],
  unlock: ['locked'],
  cancel: ['active', 'locked'],
};

/**
 * Locks, unlocks or cancels a whole block, by the certifier of its project,
 * with a reason (DESIGN.md 4.3). A cancelled block goes to the registry's
 * cancellation account and never changes again. One transaction.
 */
export async function changeBlockStatus(
  change: BlockStatusChange,
  { ctx, caller, input }: { ctx: LedgerContext; caller: Caller; input: BlockActionRequest },
): Promise<MovementAnswer> {
  const reason = input.reason.trim();
  if (!reason) throw new DomainError('ERROR_LEDGER_REASON_REQUIRED', 400, {}, {});
  const now = ctx.now();
  return runOnce(ctx, async (tx) => {
    const row = await lockBlock(tx, input.serialId);
    if (!row) throw new DomainError('ERROR_LEDGER_BLOCK_NOT_FOUND', 404);
    const { block } = row;
    // A market's escrow is the market's to release (modules/markets), not the certifier's.
    if (row.account.kind === 'escrow') throw new DomainError('ERROR_LEDGER_BLOCK_IN_ESCROW', 400);
    const issuance = await issuanceProjectOf(tx, block.issuanceId);
    requireCertifierOf(issuance, caller.companyId);
    if (!ALLOWED_FROM[change].includes(block.status)) {
      throw new DomainError(
        change === 'unlock' ? 'ERROR_LEDGER_BLOCK_NOT_LOCKED' : 'ERROR_LEDGER_BLOCK_NOT_ACTIVE',
        400,
        { status: block.status },
      );
    }
    const toAccountId =
      change === 'cancel' ? await systemAccountId(tx, 'cancellation') : block.accountId;
    const status = change === 'lock' ? 'locked' : change === 'unlock' ? 'active' : 'cancelled';
    const { taken } = await takeFromBlock(
      tx,
      block,
      sizeOf(block),
      { status, accountId: toAccountId },
      now,
    );
    const after: BlockRow[] = [taken];
    const movementId = await recordMovement(tx, {
      kind: change,
      issuanceId: block.issuanceId,
      issuanceKg: issuance.quantityKg,
      quantityKg: sizeOf(block),
      fromAccountId: block.accountId,
      toAccountId,
      actor: { companyId: caller.companyId, userId: caller.userId },
      before: [block],
      after,
      reason,
      now,
    });
    return { movementId, serialId: taken.id, quantityKg: sizeOf(block), accountId: toAccountId };
  });
}
