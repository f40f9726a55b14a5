import { eq } from 'drizzle-orm';
import type { Invoice } from '@registry/contract/billing/billing-api';
import type { Db, Tx } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import { invoices } from '../../db/schema/billing';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { invoiceNumber } from './invoice-number';

export type InvoiceRow = typeof invoices.$inferSelect;

/** An invoice as the API answers it. */
export function toInvoice(registryPrefix: string, row: InvoiceRow, companyName: string): Invoice {
  const { proof } = row;
  return {
    id: row.id,
    number: invoiceNumber(registryPrefix, row.year, row.seq),
    companyId: row.companyId,
    companyName,
    kind: row.kind,
    state: row.state,
    stateReason: row.stateReason,
    currency: row.currency,
    quantityKg: row.quantityKg,
    unitCents: row.unitCents,
    subtotalCents: row.subtotalCents,
    taxRateBp: row.taxRateBp,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    issuedAt: row.issuedAt.toISOString(),
    dueOn: row.dueOn,
    paidAt: row.paidAt?.toISOString() ?? null,
    proof:
      proof && row.proofAt
        ? { fileId: proof.fileId, name: proof.name, uploadedAt: row.proofAt.toISOString() }
        : null,
  };
}

/**
 * The invoice `id` with its company's name, for the certifier or the
 * invoice's own company; anyone else, like an unknown id, gets 404
 * ERROR_INVOICE_NOT_FOUND (an id tells nothing). `isLocked` reads it FOR UPDATE.
 */
export async function findInvoice(
  db: Db | Tx,
  caller: Caller,
  id: number,
  { isLocked = false } = {},
): Promise<{ row: InvoiceRow; companyName: string }> {
  const query = db
    .select({ row: invoices, companyName: companies.name })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(eq(invoices.id, id));
  const [found] = await (isLocked ? query.for('update', { of: invoices }) : query);
  const isCertifier = caller.claims.typeAccount === 'certifier';
  if (!found || (!isCertifier && found.row.companyId !== caller.companyId)) {
    throw new DomainError('ERROR_INVOICE_NOT_FOUND', 404);
  }
  return found;
}
