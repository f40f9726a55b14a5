import type { FastifyInstance } from 'fastify';
import type { Language } from '@registry/contract/common/language';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';

/** Where and how a movement's mail goes out, once its transaction has committed. */
export interface LedgerMail {
  mailer: Mailer;
  lng: Language;
  /** The registry's public address, for links in mails. */
  publicUrl: string;
  /** Runs `task` after the request's transaction commits (never when it rolls back or replays). */
  afterCommit: (task: () => Promise<void>) => void;
}

/** What the ledger's actions need from the app and the request. */
export interface LedgerContext {
  db: Db;
  /** The first part of every human serial (REGISTRY_PREFIX). */
  registryPrefix: string;
  /** The clock (tests set it). */
  now: () => Date;
  /** Absent where no request sends mail (scripts, model tests). */
  mail?: LedgerMail;
}

/** The ledger's context of a route: the app's database, prefix and clock. */
export function ledgerContextOf(
  app: FastifyInstance,
  db: Db = app.database.db,
  mail?: LedgerMail,
): LedgerContext {
  return {
    db,
    registryPrefix: app.config.registryPrefix,
    now: () => new Date(),
    ...(mail ? { mail } : {}),
  };
}
