import type { Db } from '../../db/client';

/** What the billing actions need from the app. */
export interface BillingContext {
  db: Db;
  registryPrefix: string;
  now: () => Date;
}
