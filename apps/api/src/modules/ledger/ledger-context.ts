import type { Db } from '../../db/client';

/** What the ledger's actions need from the app and the request. */
export interface LedgerContext {
  db: Db;
  /** The first part of every human serial (REGISTRY_PREFIX). */
  registryPrefix: string;
  /** The clock (tests set it). */
  now: () => Date;
}
