import type { Language } from '@registry/contract/common/language';
import type { PrivateAddresses } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';

/** What a sender of the outbox needs from the app. */
export interface OutboxDeps {
  db: Db;
  mailer: Mailer;
  /** The registry's public address, for links in mails. */
  publicUrl: string;
  /** How long a webhook's receiver has to answer (WEBHOOK_TIMEOUT_MS). */
  webhookTimeoutMs: number;
  /** Whether deliveries may reach private addresses (WEBHOOK_PRIVATE_ADDRESSES); absent: allowed. */
  webhookPrivateAddresses?: PrivateAddresses;
}

/**
 * What a sender gets in one run of the dispatcher: the app's deps and where
 * mail to a company goes, read once per company and run (a burst of transfers
 * to one company reads its address and language once).
 */
export interface OutboxRunDeps extends OutboxDeps {
  /** The run's clock (a test moves it on to reach a retry). */
  now(): Date;
  mailTargetOf(companyId: number): Promise<{ email: string; lng: Language } | null>;
}
