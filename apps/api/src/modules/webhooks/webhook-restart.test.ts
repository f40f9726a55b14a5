import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  CreatedWebhookResponse,
  WebhookDeliveriesResponse,
} from '@registry/contract/webhooks/webhooks-api';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { generateKeys } from '../../lib/keys';
import { seedDatabase } from '../../seed/seed-database';
import { call } from '../../../test/kit/call';
import { certifiedProject, freshIssuance, transfer } from '../../../test/kit/ledger';
import { logIn } from '../../../test/kit/session';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/kit/webhook-receiver';
import { testConfig, type TestApp } from '../../../test/test-app';
import { dispatchOutbox } from '../outbox/dispatch-outbox';

/*
 * A delivery in the middle of its retries when the API stops: the next
 * process on the same data sends it and nothing is lost (the embedded
 * database on disk, closed and opened again as `npm start` would).
 */

const dir = mkdtempSync(path.join(tmpdir(), 'registry-restart-'));
const keys = generateKeys();
const config = {
  log: { ...loadConfig({}).log, origin: 'registry.test/log', sequenceIntervalMs: 50 },
  outboxIntervalMs: 0,
  webhookTimeoutMs: 300,
};

/** The API on the data directory, as a process starting on it would open it. */
async function start(isFresh: boolean): Promise<TestApp> {
  const database = await openDatabase({ url: '', dataDir: path.join(dir, 'pglite') });
  if (isFresh) await seedDatabase(database.db, 'accounts');
  const app = await buildApp({ config: testConfig(dir, { config }), database, keys });
  await app.ready();
  return { app, database, keys, logs: [], dataDir: dir, databaseUrl: '', close: () => app.close() };
}

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a webhook delivery across a restart of the API', () => {
  it('is sent by the next process once the receiver answers', async () => {
    const first = await start(true);
    const developer = await logIn(first, 'developer@demo.example');
    const certifier = await logIn(first, 'certifier@demo.example');
    const owner = await logIn(first, 'owner@demo.example');
    const trader = await logIn(first, 'trader@demo.example');
    const projectId = await certifiedProject(first, {
      developer: developer.token,
      certifier: certifier.token,
    });
    const hook = await call<CreatedWebhookResponse>(first, 'POST', '/api/company/webhooks', {
      token: trader.token,
      payload: { url: receiver.url, events: ['transfer.received'] },
    });
    const { serialId } = await freshIssuance(first, certifier.token, projectId, 5);
    const traderCompanyId = trader.claims.companyId;
    receiver.mode = 'fail';
    const payload = { serialId, quantity: 1, isKg: false, companyId: traderCompanyId };
    expect((await transfer(first, owner.token, payload)).status).toBe(200);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), {
      timeout: 10_000,
      interval: 50,
    });
    await first.close();

    receiver.mode = 'ok';
    const next = await start(false);
    try {
      const deps = {
        db: next.database.db,
        mailer: next.app.mailer,
        publicUrl: 'http://registry.test',
        webhookTimeoutMs: 300,
      };
      // The next process's dispatcher, once the failed attempt's backoff has passed.
      await dispatchOutbox(deps, () => new Date(Date.now() + 60_000));
      const session = await logIn(next, 'trader@demo.example');
      const { body } = await call<WebhookDeliveriesResponse>(
        next,
        'GET',
        `/api/company/webhooks/${hook.body.webhook.id}/deliveries`,
        { token: session.token },
      );
      expect(body.deliveries).toHaveLength(1);
      expect(body.deliveries[0]).toMatchObject({ state: 'delivered' });
      expect(body.deliveries[0]!.attempts.map((a) => a.statusCode)).toEqual([503, 204]);
      expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([
        body.deliveries[0]!.messageId,
        body.deliveries[0]!.messageId,
      ]);
    } finally {
      await next.close();
    }
  }, 90_000);
});
