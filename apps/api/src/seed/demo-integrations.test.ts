import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiKeys } from '../db/schema/api-keys';
import { webhookDeliveries } from '../db/schema/webhooks';
import { hashApiKey } from '../modules/api-keys/api-key-secret';
import { keyCall } from '../../test/kit/api-keys';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoIntegrations } from './demo-integrations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
});
afterAll(async () => {
  await t.close();
});

describe('the demo integrations', () => {
  it('give owner@’s company an API key that works and is kept only hashed', async () => {
    const seeded = await seedDemoIntegrations(t.database.db);
    expect(seeded?.apiKey).toMatch(/^crk_/);
    const rows = await t.database.db.select().from(apiKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.keyHash).toBe(hashApiKey(seeded!.apiKey));
    expect(JSON.stringify(rows)).not.toContain(seeded!.apiKey);
    const positions = await keyCall(
      t,
      seeded!.apiKey,
      'GET',
      '/api/platform/projectCompanyTransfer/positions',
    );
    expect(positions.status).toBe(200);
  });

  it('give its webhook a delivery in every state, each with its attempts', async () => {
    const states = await t.database.db
      .select({ state: webhookDeliveries.state })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventKey, 'demo:1'));
    expect(states).toEqual([{ state: 'delivered' }]);
    const all = await t.database.db
      .select({ state: webhookDeliveries.state })
      .from(webhookDeliveries);
    expect(new Set(all.map((row) => row.state))).toEqual(
      new Set(['delivered', 'pending', 'failed']),
    );
  });
});
