import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { IdempotentCall } from './idempotency';

/** What the ledger's actions need from the app and the request. */
export interface LedgerContext {
  db: Db;
  /** The first part of every human serial (REGISTRY_PREFIX). */
  registryPrefix: string;
  /** The clock (tests set it). */
  now: () => Date;
  /**
   * A POST sent with an Idempotency-Key: the action's runOnce claims it in
   * its transaction, after the action's own checks (decision 029).
   */
  idempotency?: IdempotentCall;
  /**
   * Called by an action whose transaction wrote an outbox row: the route
   * nudges the dispatcher once it has committed (never after a rollback or a
   * replay). Absent in scripts and model tests, where the dispatcher's timer
   * alone sends.
   */
  onOutboxWritten?: () => void;
}

/** The ledger's context of a route: the app's database, prefix and clock. */
export function ledgerContextOf(
  app: FastifyInstance,
  extra: Pick<LedgerContext, 'idempotency' | 'onOutboxWritten'> = {},
): LedgerContext {
  return {
    db: app.database.db,
    registryPrefix: app.config.registryPrefix,
    now: () => new Date(),
    ...extra,
  };
}
