import { eq } from 'drizzle-orm';
import type { ReverseMovementRequest } from '@registry/contract/ledger/certifier-api';
import type { MovementAnswer } from '@registry/contract/ledger/ledger-api';
import type { Tx } from '../../db/client';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import { movements } from '../../db/schema/movements';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { requireCertifierOf } from './ledger-access';
import type { LedgerContext } from './ledger-context';
import {
  issuanceProjectOf,
  lockBlock,
  mainAccountOf,
  recordMovement,
  sizeOf,
  takeFromBlock,
} from './ledger-store';
import { runOnce } from './idempotency';

/** Refuses a movement that a reversal already names (the unique index is the backstop). */
async function requireNotReversed(tx: Tx, movementId: number): Promise<void> {
  const [reversal] = await tx
    .select({ id: movements.id })
    .from(movements)
    .where(eq(movements.reversesMovementId, movementId));
  if (reversal) {
    throw new DomainError('ERROR_LEDGER_ALREADY_REVERSED', 400, { movementId: reversal.id });
  }
}

/**
 * Where returned credits go (a reversal, a market's refusal): the account they
 * were taken from, or, when that is a sub-account closed since, the same
 * company's main account (a closed sub-account never receives). The account
 * row is share-locked, as a transfer into a sub-account does, so a close waits
 * for the return or the return sees the close.
 */
export async function returnAccountOf(tx: Tx, fromAccountId: number): Promise<number> {
  const [account] = await tx
    .select({
      kind: ledgerAccounts.kind,
      isOpen: ledgerAccounts.isOpen,
      companyId: ledgerAccounts.companyId,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, fromAccountId))
    .for('share');
  // Stryker disable next-line OptionalChaining: an account is never deleted, so the one a transfer left is found
  if (account?.kind !== 'sub' || account.isOpen) return fromAccountId;
  // Stryker disable next-line all: unreachable, a sub-account always has a company; this only narrows the type
  if (account.companyId === null) throw new Error(`sub-account ${fromAccountId} has no company`);
  return mainAccountOf(tx, account.companyId);
}

/**
 * POST /api/platform/ledger/reverse (DESIGN.md 4.3): the project's certifier
 * reverses a transfer with a reason, by a new compensating movement that names
 * it (`reverses_movement_id`) and takes the transferred block back to the
 * account it came from (its company's main account when that sub-account is
 * closed). A movement is reversed at most once, and only while its block is
 * still whole, active and where the transfer left it. One transaction with the
 * block locked.
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
    // Under the block's lock: a reversal of this movement that committed meanwhile is seen here.
    await requireNotReversed(tx, movement.id);
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
    const toAccountId = await returnAccountOf(tx, movement.fromAccountId);
    // A move from a sub-account, closed since, to the same company's main account: nothing to undo.
    if (toAccountId === block.accountId) throw new DomainError('ERROR_LEDGER_SAME_ACCOUNT', 400);
    const { taken } = await takeFromBlock(
      tx,
      block,
      sizeOf(block),
      { accountId: toAccountId },
      now,
    );
    const movementId = await recordMovement(tx, {
      kind: 'reverse',
      issuanceId: block.issuanceId,
      issuanceKg: issuance.quantityKg,
      quantityKg: sizeOf(block),
      fromAccountId: block.accountId,
      toAccountId,
      actor: { companyId: caller.companyId, userId: caller.userId },
      before: [block],
      after: [taken],
      reason,
      reversesMovementId: movement.id,
      now,
    });
    return { movementId, serialId: taken.id, quantityKg: sizeOf(block), accountId: toAccountId };
  });
}
