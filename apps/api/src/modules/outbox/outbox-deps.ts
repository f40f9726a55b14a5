import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';

/** What a sender of the outbox needs from the app. */
export interface OutboxDeps {
  db: Db;
  mailer: Mailer;
  /** The registry's public address, for links in mails. */
  publicUrl: string;
}
