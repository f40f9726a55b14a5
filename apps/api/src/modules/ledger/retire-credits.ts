import type { RetireAnswer, RetireRequest } from '@registry/contract/retirements/retirements-api';
import type { Caller } from '../../lib/caller';
import {
  beneficiaryTextOf,
  commitmentToText,
  newEmitCertificationId,
  newTextSalt,
} from '../certificates/commitments';
import { newSaltHex } from './account-commitment';
import { callLedgerFunction, keyArgumentsOf } from './ledger-call';
import type { LedgerContext } from './ledger-context';
import { quantityToKg } from './units';

/**
 * POST /api/platform/projectCompanyTransfer/retire (DESIGN.md 4.4): retires a
 * whole block or a part of it (tonnes, or kg of a divisible block) for a
 * beneficiary and a purpose. One round trip: the SQL function `ledger_retire`
 * (migration 0019) checks the caller's retire permit, the key, the block and a
 * carbon tax's passive subject, takes the quantity as `retired`, numbers the
 * certificate without gaps and writes the movement, its leaf (the beneficiary
 * and the note as the salted commitments made here) and the retirement.
 */
export async function retireCredits({
  ctx,
  caller,
  input,
}: {
  ctx: LedgerContext;
  caller: Caller;
  input: RetireRequest;
}): Promise<RetireAnswer> {
  const quantityKg = quantityToKg(input.quantity, input.isKg);
  const beneficiarySalt = newTextSalt();
  const noteSalt = newTextSalt();
  const retirement = {
    beneficiary: input.beneficiary,
    beneficiarySalt,
    beneficiaryCommitment: commitmentToText(beneficiaryTextOf(input.beneficiary), beneficiarySalt),
    purpose: input.purpose,
    usingEntity: input.usingEntity,
    isPublic: input.isPublic,
    publicNote: input.publicNote,
    noteSalt,
    noteCommitment: commitmentToText(input.publicNote, noteSalt),
    observation: input.observation,
    passiveSubjectCompanyId: input.carbonTax?.passiveSubjectCompanyId ?? null,
    fuel: input.carbonTax?.fuel ?? null,
    taxPeriod: input.carbonTax?.taxPeriod ?? null,
  };
  const result = await callLedgerFunction<{ answer: RetireAnswer }>(ctx.db, 'ledger_retire', [
    caller.userId,
    caller.companyId,
    ...keyArgumentsOf(ctx.idempotency),
    input.serialId,
    quantityKg,
    input.isKg,
    JSON.stringify(retirement),
    newEmitCertificationId(),
    ctx.registryPrefix,
    [newSaltHex(), newSaltHex()],
    ctx.now().toISOString(),
  ]);
  return result.answer;
}
