import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { WebhookDeliveryState, WebhookEvent } from '@registry/contract/webhooks/webhooks-api';
import { companies, users } from './accounts';

/** A company's webhooks (DESIGN.md 4.6, migration 0026). */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    url: text('url').notNull(),
    events: jsonb('events').$type<WebhookEvent[]>().notNull(),
    /** The Standard Webhooks secret (whsec_...): it signs, so it is kept as it is. */
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('webhooks_company').on(t.companyId, t.id)],
);

/** One event for one webhook; its attempts are in webhook_attempts. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id),
    event: text('event').$type<WebhookEvent>().notNull(),
    /** The event it carries (leaf:{index}): an event reaches a webhook once. */
    eventKey: text('event_key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<WebhookDeliveryState>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_webhook').on(t.webhookId, t.id),
    unique('webhook_deliveries_once').on(t.webhookId, t.eventKey),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    detail: text('detail').notNull(),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery').on(t.deliveryId, t.id)],
);

/** How far the fan-out has read the sequenced log (one row). */
export const webhookFanout = pgTable('webhook_fanout', {
  id: integer('id').primaryKey(),
  lastLeafIndex: bigint('last_leaf_index', { mode: 'number' }).notNull(),
});
