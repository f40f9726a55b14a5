import type { SetFeeRequest } from '@registry/contract/billing/billing-api';
import { fees } from '../../db/schema/billing';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { requireCertifier } from '../administration/certifier-access';
import type { BillingContext } from './billing-context';
import { toFee } from './list-fees';

/**
 * POST /api/billing/fees (certifier): a price of the schedule from a day on.
 * A day before today is refused (ERROR_FEE_IN_THE_PAST: an event already
 * priced is never repriced); the same kind and day replaces the entry.
 */
export async function setFee({
  ctx,
  caller,
  input,
}: {
  ctx: BillingContext;
  caller: Caller;
  input: SetFeeRequest;
}) {
  requireCertifier(caller);
  const today = ctx.now().toISOString().slice(0, 10);
  if (input.validFrom < today) throw new DomainError('ERROR_FEE_IN_THE_PAST', 400, { today });
  const values = {
    kind: input.kind,
    amountCents: input.amountCents,
    taxRateBp: input.taxRateBp,
    currency: input.currency,
    validFrom: input.validFrom,
    createdBy: caller.userId,
    createdAt: ctx.now(),
  };
  const [row] = await ctx.db
    .insert(fees)
    .values(values)
    .onConflictDoUpdate({ target: [fees.kind, fees.validFrom], set: values })
    .returning();
  // Stryker disable next-line all: unreachable, an upsert's returning() answers the row it wrote
  if (!row) throw new Error('the fee upsert answered nothing');
  return { fee: toFee(row) };
}
