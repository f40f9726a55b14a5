import { eq } from 'drizzle-orm';
import type { ReverseMovementRequest } from '@registry/contract/ledger/certifier-api';
import type { MovementAnswer } from '@registry/contract/ledger/ledger-api';
import { movements } from '../../db/schema/movements';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../plugins/auth';
import { requireCertifierOf } from './ledger-access';
import type { LedgerContext } from './ledger-context';
import {
  issuanceProjectOf,
  lockBlock,
  recordMovement,
  sizeOf,
  takeFromBlock,
} from './ledger-store';
import { runOnce } from './idempotency';

/**
 * POST /api/platform/ledger/reverse (DESIGN.md 4.3): the project's certifier
 * reverses a transfer with a reason, by a new compensating movement that takes
 * the transferred block back to the account it came from. Only while that
 * block is still whole, active and where the transfer left it (so a transfer
 * is reversed at most once). One transaction with the block locked.
 */
export async function reverseMovement({
  ctx,
  caller,
  input,
}: {
  ctx: LedgerContext;
  caller: Caller;
  input: ReverseMovementRequest;
}): Promise<MovementAnswer> {
  const reason = input.reason.trim();
  if (!reason) throw new DomainError('ERROR_LEDGER_REASON_REQUIRED', 400, {}, {});
  const now = ctx.now();
  return runOnce(ctx, async (tx) => {
    const [movement] = await tx.select().from(movements).where(eq(movements.id, input.movementId));
    if (!movement) throw new DomainError('ERROR_LEDGER_MOVEMENT_NOT_FOUND', 404);
    const issuance = await issuanceProjectOf(tx, movement.issuanceId);
    requireCertifierOf(issuance, caller.companyId);
    const left = movement.after[0];
    // Stryker disable next-line ConditionalExpression: a transfer always has a block after it and an account it came from; these two only narrow the types
    if (movement.kind !== 'transfer' || !left || movement.fromAccountId === null) {
      throw new DomainError('ERROR_LEDGER_NOT_REVERSIBLE', 400);
    }
    const row = await lockBlock(tx, left.id);
    // Stryker disable next-line OptionalChaining: a block is never deleted, so the block a movement left is always found
    const block = row?.block;
    if (
      // Stryker disable next-line ConditionalExpression: a block is never deleted, so the block a movement left is always found
      !block ||
      block.status !== 'active' ||
      block.accountId !== movement.toAccountId ||
      block.fromKg !== left.fromKg ||
      block.toKg !== left.toKg
    ) {
      throw new DomainError('ERROR_LEDGER_NOT_REVERSIBLE', 400);
    }
    const { taken } = await takeFromBlock(
      tx,
      block,
      sizeOf(block),
      { accountId: movement.fromAccountId },
      now,
    );
    const movementId = await recordMovement(tx, {
      kind: 'reverse',
      issuanceId: block.issuanceId,
      issuanceKg: issuance.quantityKg,
      quantityKg: sizeOf(block),
      fromAccountId: block.accountId,
      toAccountId: movement.fromAccountId,
      actor: { companyId: caller.companyId, userId: caller.userId },
      before: [block],
      after: [taken],
      reason,
      now,
    });
    return {
      movementId,
      serialId: taken.id,
      quantityKg: sizeOf(block),
      accountId: movement.fromAccountId,
    };
  });
}
