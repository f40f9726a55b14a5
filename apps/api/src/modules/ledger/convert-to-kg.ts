import type { ConvertToKgRequest, MovementAnswer } from '@registry/contract/ledger/ledger-api';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../plugins/auth';
import { requirePermit } from './ledger-access';
import type { LedgerContext } from './ledger-context';
import {
  issuanceProjectOf,
  lockOwnBlock,
  recordMovement,
  requireActiveBlock,
  requireMovableProject,
  takeFromBlock,
} from './ledger-store';
import { tonnesToKg } from './units';
import { runOnce } from './idempotency';

/**
 * POST /api/platform/projectCompanyTransfer/convert-to-kg (DESIGN.md 4.3):
 * splits whole tonnes off a block of the caller's and marks them divisible, so
 * they move and retire in kg. Needs the retire permit.
 */
export async function convertToKg({
  ctx,
  caller,
  input,
}: {
  ctx: LedgerContext;
  caller: Caller;
  input: ConvertToKgRequest;
}): Promise<MovementAnswer> {
  requirePermit(caller.claims.permits, 'retire');
  const quantityKg = tonnesToKg(input.quantity);
  const now = ctx.now();
  return runOnce(ctx, async (tx) => {
    const { block } = await lockOwnBlock(tx, input.serialId, caller.companyId);
    requireActiveBlock(block);
    const issuance = await issuanceProjectOf(tx, block.issuanceId);
    requireMovableProject(issuance.state);
    if (block.divisible) throw new DomainError('ERROR_LEDGER_ALREADY_DIVISIBLE', 400);
    const { taken, rest } = await takeFromBlock(tx, block, quantityKg, { divisible: true }, now);
    const movementId = await recordMovement(tx, {
      kind: 'convertToKg',
      issuanceId: block.issuanceId,
      issuanceKg: issuance.quantityKg,
      quantityKg,
      fromAccountId: block.accountId,
      toAccountId: block.accountId,
      actor: { companyId: caller.companyId, userId: caller.userId },
      before: [block],
      after: rest ? [taken, rest] : [taken],
      now,
    });
    return { movementId, serialId: taken.id, quantityKg, accountId: block.accountId };
  });
}
