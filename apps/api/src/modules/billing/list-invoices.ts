import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import {
  INVOICES_PAGE_LIMIT,
  type BankDetails,
  type Invoice,
  type InvoicesQuery,
} from '@registry/contract/billing/billing-api';
import { companies } from '../../db/schema/accounts';
import { invoices } from '../../db/schema/billing';
import type { Caller } from '../../lib/caller';
import type { BillingContext } from './billing-context';
import { toInvoice } from './invoice-row';

/**
 * GET /api/billing/invoices: newest first, 50 a page. A certifier sees every
 * company's (and may filter by one); any other caller only its own company's,
 * whatever companyId it sends.
 */
export async function listInvoices({
  ctx,
  caller,
  input,
}: {
  ctx: BillingContext;
  caller: Caller;
  input: InvoicesQuery;
}): Promise<{ invoices: Invoice[]; nextCursor: number | null; bank: BankDetails }> {
  const isCertifier = caller.claims.typeAccount === 'certifier';
  const companyId = isCertifier ? input.companyId : caller.companyId;
  const where: SQL[] = [];
  if (companyId !== undefined) where.push(eq(invoices.companyId, companyId));
  if (input.state) where.push(eq(invoices.state, input.state));
  if (input.cursor !== undefined) where.push(lt(invoices.id, input.cursor));
  const rows = await ctx.db
    .select({ invoice: invoices, companyName: companies.name })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(and(...where))
    .orderBy(desc(invoices.id))
    .limit(INVOICES_PAGE_LIMIT + 1);
  const page = rows.slice(0, INVOICES_PAGE_LIMIT);
  return {
    invoices: page.map(({ invoice, companyName }) =>
      toInvoice(ctx.registryPrefix, invoice, companyName),
    ),
    bank: ctx.bank,
    nextCursor: rows.length > INVOICES_PAGE_LIMIT ? (page.at(-1)?.invoice.id ?? null) : null,
  };
}
