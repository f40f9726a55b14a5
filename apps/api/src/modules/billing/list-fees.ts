import { asc, desc } from 'drizzle-orm';
import type { Fee } from '@registry/contract/billing/billing-api';
import { fees } from '../../db/schema/billing';
import type { BillingContext } from './billing-context';

export const toFee = (row: typeof fees.$inferSelect): Fee => ({
  id: row.id,
  kind: row.kind,
  amountCents: row.amountCents,
  taxRateBp: row.taxRateBp,
  currency: row.currency,
  validFrom: row.validFrom,
  createdAt: row.createdAt.toISOString(),
});

/** GET /api/billing/fees: the whole schedule, by kind, the latest day first. */
export async function listFees({ ctx }: { ctx: Pick<BillingContext, 'db'> }) {
  const rows = await ctx.db.select().from(fees).orderBy(asc(fees.kind), desc(fees.validFrom));
  return { fees: rows.map(toFee) };
}
