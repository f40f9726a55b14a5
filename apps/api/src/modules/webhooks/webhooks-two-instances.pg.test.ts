import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CreatedWebhookResponse } from '@registry/contract/webhooks/webhooks-api';
import { buildApp } from '../../app';
import { loadConfig, type AppConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { call } from '../../../test/kit/call';
import {
  freshIssuance,
  openLedgerScene,
  transfer,
  type LedgerScene,
} from '../../../test/kit/ledger';
import { logIn } from '../../../test/kit/session';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/kit/webhook-receiver';
import { testConfig } from '../../../test/test-app';

/*
 * Two API instances on one PostgreSQL database, each with its own sequencer,
 * fan-out and outbox running (DESIGN.md 8): every event reaches the webhook
 * once, whichever instance read it. PostgreSQL only: an embedded database is
 * one process's.
 */

const busy: Partial<AppConfig> = {
  log: { ...loadConfig({}).log, origin: 'registry.test/log', sequenceIntervalMs: 20 },
  outboxIntervalMs: 20,
};

let s: LedgerScene;
let second: FastifyInstance;
let secondDir: string;
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  s = await openLedgerScene({ config: busy });
  secondDir = mkdtempSync(path.join(tmpdir(), 'registry-second-'));
  second = await buildApp({
    config: testConfig(secondDir, { config: busy }),
    database: await openDatabase({ url: s.t.databaseUrl, isMigrating: false }),
    keys: s.t.keys,
  });
  await second.ready();
}, 60_000);
afterAll(async () => {
  await second?.close();
  await s?.t.close();
  await receiver.close();
  rmSync(secondDir, { recursive: true, force: true });
});

describe('two API instances on one database', () => {
  it('deliver every event of a burst of transfers once', async () => {
    const trader = await logIn(s.t, 'trader@demo.example');
    const { body } = await call<CreatedWebhookResponse>(s.t, 'POST', '/api/company/webhooks', {
      token: trader.token,
      payload: { url: receiver.url, events: ['transfer.received'] },
    });
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 40);
    const transfers = 20;
    const secondApp = { ...s.t, app: second };
    for (let i = 0; i < transfers; i += 1) {
      const through = i % 2 === 0 ? s.t : secondApp;
      const payload = { serialId, quantity: 1, isKg: false, companyId: s.traderCompanyId };
      expect((await transfer(through, s.owner.token, payload)).status).toBe(200);
    }
    await vi.waitFor(() => expect(receiver.received.length).toBeGreaterThanOrEqual(transfers), {
      timeout: 20_000,
      interval: 50,
    });
    const ids = receiver.received.map((request) => request.headers['webhook-id']);
    expect(new Set(ids).size).toBe(transfers);
    expect(ids).toHaveLength(transfers);
    expect(body.webhook.id).toBeGreaterThan(0);
  });
});
