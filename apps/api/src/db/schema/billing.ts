import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { FeeKind, InvoiceState } from '@registry/contract/billing/billing-api';
import { companies, users } from './accounts';

/** The certifier's fee schedule (DESIGN.md 4.5, migration 0023): each kind's price from a day on. */
export const fees = pgTable(
  'fees',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<FeeKind>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    validFrom: date('valid_from').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('fees_kind_from').on(t.kind, t.validFrom)],
);

/** The last invoice number of each year; its row lock keeps the numbers without gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** The company's billing data as an invoice keeps it. */
export interface InvoiceBilling {
  name: string;
  platformId: string;
  documentNumber: string;
  verificationDigit: string;
  address: string;
  billingContactName: string;
  billingEmail: string;
}

/** The proof of payment a company uploaded on an invoice (the upload's id and name). */
export interface InvoiceProof {
  fileId: number;
  name: string;
  route: string;
  md5: string;
}

/** An invoice raised by a priced event (billing_raise, migration 0023). */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').$type<FeeKind>().notNull(),
    source: text('source').notNull().unique(),
    state: text('state').$type<InvoiceState>().notNull().default('issued'),
    stateReason: text('state_reason'),
    currency: text('currency').notNull(),
    quantityKg: bigint('quantity_kg', { mode: 'number' }),
    unitCents: bigint('unit_cents', { mode: 'number' }).notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    billing: jsonb('billing').$type<InvoiceBilling>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueOn: date('due_on').notNull(),
    proof: jsonb('proof').$type<InvoiceProof>(),
    proofAt: timestamp('proof_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    unique('invoices_number').on(t.year, t.seq),
    index('invoices_company').on(t.companyId, t.id),
    index('invoices_state_id').on(t.state, t.id),
  ],
);
