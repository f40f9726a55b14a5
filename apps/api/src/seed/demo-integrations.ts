import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, userCompanies, users } from '../db/schema/accounts';
import { apiKeys } from '../db/schema/api-keys';
import { webhookAttempts, webhookDeliveries, webhooks } from '../db/schema/webhooks';
import { newApiKeySecret } from '../modules/api-keys/api-key-secret';
import { newWebhookSecret } from '../modules/webhooks/webhook-signature';

const MINUTE_MS = 60_000;

/**
 * Where the demo webhook posts: a local port nothing listens on, so the demo
 * shows a receiver that does not answer (its later events wait for retries too).
 */
export const DEMO_WEBHOOK_URL = 'http://127.0.0.1:9/registry-hooks';

/**
 * The integrations of owner@'s company (DESIGN.md 5): an API key with every
 * scope (its value answered here, for the start-up log of this fresh seed, and
 * kept hashed), and a webhook with a delivery in each state: delivered after a
 * failed attempt, waiting for a retry, and failed after 24 hours.
 */
export async function seedDemoIntegrations(
  db: Db,
  now = new Date(),
): Promise<{ apiKey: string } | null> {
  const [admin] = await db
    .select({ userId: users.id, companyId: companies.id })
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(and(eq(users.email, 'owner@demo.example'), eq(userCompanies.isAdmin, 1)))
    .orderBy(asc(companies.id))
    .limit(1);
  if (!admin) return null;
  const key = newApiKeySecret();
  await db.insert(apiKeys).values({
    companyId: admin.companyId,
    createdBy: admin.userId,
    name: 'Demo script',
    scopes: ['read', 'transfer', 'retire'],
    keyHash: key.keyHash,
    hint: key.hint,
    createdAt: new Date(now.getTime() - 3 * 24 * 60 * MINUTE_MS),
  });
  const [webhook] = await db
    .insert(webhooks)
    .values({
      companyId: admin.companyId,
      createdBy: admin.userId,
      url: DEMO_WEBHOOK_URL,
      events: ['transfer.received', 'retirement.created', 'project.state_changed'],
      secret: newWebhookSecret(),
      createdAt: new Date(now.getTime() - 3 * 24 * 60 * MINUTE_MS),
    })
    .returning({ id: webhooks.id });
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE_MS);
  const refused = 'no answer: connect ECONNREFUSED 127.0.0.1:9';
  const demo = [
    {
      event: 'retirement.created' as const,
      state: 'delivered' as const,
      createdAt: ago(2 * 24 * 60),
      payload: { certificateNumber: 'CR-RET-2026-1', quantityKg: 5000, purpose: 'voluntary' },
      attempts: [
        { minutes: 2 * 24 * 60, statusCode: 503, detail: 'Service Unavailable' },
        { minutes: 2 * 24 * 60 - 1, statusCode: 204, detail: '' },
      ],
    },
    {
      event: 'project.state_changed' as const,
      state: 'failed' as const,
      createdAt: ago(26 * 60),
      payload: { fromState: 'validation', toState: 'registered' },
      attempts: [26 * 60, 25 * 60, 20 * 60, 8 * 60, 3 * 60].map((minutes) => ({
        minutes,
        statusCode: null,
        detail: refused,
      })),
    },
    {
      event: 'transfer.received' as const,
      state: 'pending' as const,
      createdAt: ago(30),
      payload: { quantityKg: 2000, fromCompany: 'Comercializadora Verde S.A.S.' },
      attempts: [
        { minutes: 30, statusCode: 500, detail: 'Internal Server Error' },
        { minutes: 29, statusCode: null, detail: 'no answer within 10000 ms' },
      ],
    },
  ];
  for (const [index, item] of demo.entries()) {
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({
        webhookId: webhook!.id,
        event: item.event,
        eventKey: `demo:${index + 1}`,
        payload: item.payload,
        state: item.state,
        createdAt: item.createdAt,
        deliveredAt: item.state === 'delivered' ? ago(item.attempts.at(-1)!.minutes) : null,
      })
      .returning({ id: webhookDeliveries.id });
    await db.insert(webhookAttempts).values(
      item.attempts.map((attempt) => ({
        deliveryId: delivery!.id,
        at: ago(attempt.minutes),
        statusCode: attempt.statusCode,
        detail: attempt.detail,
        durationMs: attempt.statusCode === null ? 3 : 42,
      })),
    );
  }
  return { apiKey: key.secret };
}
