import type { ConvertToKgRequest, MovementAnswer } from '@registry/contract/ledger/ledger-api';
import type { Caller } from '../../lib/caller';
import { newSaltHex } from './account-commitment';
import { callLedgerFunction, keyArgumentsOf } from './ledger-call';
import type { LedgerContext } from './ledger-context';
import { tonnesToKg } from './units';

/**
 * POST /api/platform/projectCompanyTransfer/convert-to-kg (DESIGN.md 4.3):
 * splits whole tonnes off a block of the caller's and marks them divisible, so
 * they move and retire in kg. Needs the retire permit. One round trip: the SQL
 * function `ledger_convert_to_kg` (migration 0016).
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
  const quantityKg = tonnesToKg(input.quantity);
  const result = await callLedgerFunction<{ answer: MovementAnswer }>(
    ctx.db,
    'ledger_convert_to_kg',
    [
      caller.userId,
      caller.companyId,
      ...keyArgumentsOf(ctx.idempotency),
      input.serialId,
      quantityKg,
      [newSaltHex(), newSaltHex()],
      ctx.now().toISOString(),
    ],
  );
  return result.answer;
}
