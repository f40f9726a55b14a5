import type { BankDetails } from '@registry/contract/billing/billing-api';
import type { Db } from '../../db/client';

/** What the billing actions need from the app. */
export interface BillingContext {
  db: Db;
  registryPrefix: string;
  /** The registry's bank account printed on invoices. */
  bank: BankDetails;
  now: () => Date;
}
