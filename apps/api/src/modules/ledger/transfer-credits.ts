import type { MovementAnswer, TransferRequest } from '@registry/contract/ledger/ledger-api';
import type { Caller } from '../../lib/caller';
import { newSaltHex } from './account-commitment';
import { callLedgerFunction, keyArgumentsOf } from './ledger-call';
import type { LedgerContext } from './ledger-context';
import { quantityToKg } from './units';

/**
 * POST /api/platform/projectCompanyTransfer/transfer (DESIGN.md 4.3): moves a
 * whole block or a part of it (tonnes, or kg of a divisible block) to another
 * company's main or sub-account, or between the caller's own accounts. One
 * round trip: the SQL function `ledger_transfer` (migration 0016) checks the
 * caller's membership and transfer permit, claims the caller's Idempotency-Key,
 * locks the block alone, splits at most once, writes the movement, its log leaf
 * (the accounts committed under these salts), the receivers' notifications and
 * the mail's outbox row, and answers.
 */
export async function transferCredits({
  ctx,
  caller,
  input,
}: {
  ctx: LedgerContext;
  caller: Caller;
  input: TransferRequest;
}): Promise<MovementAnswer> {
  const quantityKg = quantityToKg(input.quantity, input.isKg);
  const result = await callLedgerFunction<{ answer: MovementAnswer; isOutboxWritten?: boolean }>(
    ctx.db,
    'ledger_transfer',
    [
      caller.userId,
      caller.companyId,
      ...keyArgumentsOf(ctx.idempotency),
      input.serialId,
      quantityKg,
      input.isKg,
      input.companyId,
      input.subAccountId ?? null,
      [newSaltHex(), newSaltHex()],
      ctx.now().toISOString(),
    ],
  );
  if (result.isOutboxWritten) ctx.onOutboxWritten?.();
  return result.answer;
}
