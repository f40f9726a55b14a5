import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  CreatedWebhookResponse,
  WebhookDeliveriesResponse,
  WebhookDelivery,
  WebhooksResponse,
} from '@registry/contract/webhooks/webhooks-api';
import { call, codesOf } from '../../../test/kit/call';
import { createApiKey, keyCall } from '../../../test/kit/api-keys';
import {
  certifiedProject,
  freshIssuance,
  openLedgerScene,
  retireTonnes,
  transfer,
  type LedgerScene,
} from '../../../test/kit/ledger';
import { logIn, type Session } from '../../../test/kit/session';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/kit/webhook-receiver';
import { loadVerifyWebhook, type VerifyWebhook } from '../../../test/kit/verify-webhook';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { selectRows } from '../../db/select-rows';
import { dispatchOutbox } from '../outbox/dispatch-outbox';

const HOOKS = '/api/company/webhooks';

let s: LedgerScene;
let trader: Session;
let receiver: WebhookReceiver;
/** What a receiver does with a delivery: the screen's own check, run as it is. */
let verifyWebhook: VerifyWebhook;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  verifyWebhook = await loadVerifyWebhook();
  s = await openLedgerScene({
    config: {
      // The sequencer (and the webhooks' fan-out after it) runs on its own, as in production;
      // the outbox only when nudged, so a retry happens when a test moves the clock.
      log: { ...loadConfig({}).log, origin: 'registry.test/log', sequenceIntervalMs: 50 },
      outboxIntervalMs: 0,
      webhookTimeoutMs: 300,
    },
  });
  trader = await logIn(s.t, 'trader@demo.example');
}, 60_000);
afterAll(async () => {
  await s.t.close();
  await receiver.close();
});

async function register(token: string, events: string[], url = receiver.url) {
  const { status, body } = await call<CreatedWebhookResponse>(s.t, 'POST', HOOKS, {
    token,
    payload: { url, events },
  });
  expect(status).toBe(200);
  return body;
}

/** Another webhook's secret: it does not verify this one's deliveries. */
const created2Secret = () => 'whsec_' + Buffer.alloc(32, 7).toString('base64');

const deliveriesOf = async (token: string, webhookId: number) =>
  (await call<WebhookDeliveriesResponse>(s.t, 'GET', `${HOOKS}/${webhookId}/deliveries`, { token }))
    .body.deliveries;

/** Waits for the webhook's newest delivery to reach a state and answers it. */
async function newestDelivery(
  token: string,
  webhookId: number,
  until: (delivery: WebhookDelivery) => boolean,
): Promise<WebhookDelivery> {
  let newest: WebhookDelivery | undefined;
  await vi.waitFor(
    async () => {
      newest = (await deliveriesOf(token, webhookId))[0];
      expect(newest && until(newest)).toBe(true);
    },
    { timeout: 10_000, interval: 50 },
  );
  return newest!;
}

const outboxDeps = () => ({
  db: s.t.database.db,
  mailer: s.t.app.mailer,
  publicUrl: 'http://registry.test',
  webhookTimeoutMs: 300,
});

describe('a company admin’s webhooks', () => {
  it('registers a URL for some events, shows the secret once, and refuses a bad URL', async () => {
    const created = await register(trader.token, ['transfer.received']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const { body } = await call<WebhooksResponse>(s.t, 'GET', HOOKS, { token: trader.token });
    expect(body.webhooks.find((hook) => hook.id === created.webhook.id)).toMatchObject({
      url: receiver.url,
      events: ['transfer.received'],
      deletedAt: null,
    });
    expect(JSON.stringify(body)).not.toContain(created.secret);
    for (const url of ['ftp://example.com/x', 'not a url', 'https://user:pw@example.com/']) {
      const bad = await call(s.t, 'POST', HOOKS, {
        token: trader.token,
        payload: { url, events: ['transfer.received'] },
      });
      expect([bad.status, codesOf(bad.body)]).toEqual([400, ['ERROR_INVALID_FIELD']]);
      expect(bad.body.codeMessages[0]?.message).toContain('a full address starting with https://');
    }
    const { secret } = await createApiKey(s.t, trader.token, ['read', 'transfer', 'retire']);
    expect((await keyCall(s.t, secret, 'GET', HOOKS)).status).toBe(403);
  });
});

describe('a delivery', () => {
  it('reaches the receiving company’s URL signed, once, when credits arrive', async () => {
    receiver.mode = 'ok';
    const { webhook, secret } = await register(trader.token, ['transfer.received']);
    const before = receiver.received.length;
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 5);
    const sentAt = Date.now();
    const payload = { serialId, quantity: 2, isKg: false, companyId: s.traderCompanyId };
    expect((await transfer(s.t, s.owner.token, payload)).status).toBe(200);

    const delivered = await newestDelivery(
      trader.token,
      webhook.id,
      (d) => d.state === 'delivered',
    );
    expect(delivered.event).toBe('transfer.received');
    expect(delivered.payload).toMatchObject({ quantityKg: 2000, vintage: 2030 });
    expect(delivered.attempts).toEqual([expect.objectContaining({ statusCode: 204 })]);
    const request = receiver.received
      .slice(before)
      .find((item) => item.headers['webhook-id'] === delivered.messageId)!;
    expect(verifyWebhook(secret, request.headers, request.body)).toBe(true);
    expect(verifyWebhook(secret, request.headers, request.body.replace('2000', '3000'))).toBe(
      false,
    );
    expect(verifyWebhook(created2Secret(), request.headers, request.body)).toBe(false);
    expect(JSON.parse(request.body)).toMatchObject({
      type: 'transfer.received',
      data: { quantityKg: 2000, fromCompany: expect.any(String) },
    });
    // From the movement's commit to the receiver: the sequencer's beat and one POST.
    expect(request.at - sentAt).toBeLessThan(5000);

    // Answered 2xx: a later run of the outbox, even a day later, sends it no more.
    const count = receiver.received.length;
    await dispatchOutbox(outboxDeps(), () => new Date(Date.now() + 3_600_000));
    expect(receiver.received.length).toBe(count);
  });

  it('is retried after a failure and an unanswered call, and delivered once the receiver recovers', async () => {
    const owner = s.owner;
    const { webhook, secret } = await register(owner.token, ['retirement.created']);
    receiver.mode = 'fail';
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 3);
    const retired = await retireTonnes(s.t, owner.token, serialId, 1);
    expect(retired.status).toBe(200);

    const failed = await newestDelivery(owner.token, webhook.id, (d) => d.attempts.length === 1);
    expect(failed.state).toBe('pending');
    expect(failed.attempts[0]).toMatchObject({
      statusCode: 503,
      detail: 'receiver is down for maintenance',
    });
    expect(failed.payload).toMatchObject({
      emitCertificationId: retired.body.emitCertificationId,
      quantityKg: 1000,
    });

    receiver.mode = 'hang';
    const start = Date.now();
    await dispatchOutbox(outboxDeps(), () => new Date(start + 10_000));
    receiver.mode = 'ok';
    await dispatchOutbox(outboxDeps(), () => new Date(start + 60_000));
    const [delivery] = await deliveriesOf(owner.token, webhook.id);
    expect(delivery!.state).toBe('delivered');
    expect(delivery!.attempts.map((a) => a.statusCode)).toEqual([503, null, 204]);
    expect(delivery!.attempts[1]!.detail).toBe('no answer within 300 ms');
    const sent = receiver.received.filter((r) => r.headers['webhook-id'] === delivery!.messageId);
    expect(sent).toHaveLength(3);
    for (const r of sent) expect(verifyWebhook(secret, r.headers, r.body)).toBe(true);
  });

  it('fails after 24 hours without a 2xx, and can be resent by hand', async () => {
    const { webhook } = await register(s.owner.token, ['retirement.created']);
    receiver.mode = 'fail';
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 2);
    expect((await retireTonnes(s.t, s.owner.token, serialId, 1)).status).toBe(200);
    const pending = await newestDelivery(s.owner.token, webhook.id, (d) => d.attempts.length === 1);
    const count = receiver.received.length;
    await dispatchOutbox(outboxDeps(), () => new Date(Date.now() + 25 * 3_600_000));
    const [expired] = await deliveriesOf(s.owner.token, webhook.id);
    expect(expired!.state).toBe('failed');
    expect(receiver.received.length).toBe(count);

    receiver.mode = 'ok';
    const resent = await call<{ delivery: WebhookDelivery }>(
      s.t,
      'POST',
      `${HOOKS}/deliveries/${pending.id}/resend`,
      { token: s.owner.token },
    );
    expect(resent.body.delivery.state).toBe('pending');
    const delivered = await newestDelivery(
      s.owner.token,
      webhook.id,
      (d) => d.state === 'delivered',
    );
    expect(delivered.attempts.map((a) => a.statusCode)).toEqual([503, 204]);
    const other = await call(s.t, 'POST', `${HOOKS}/deliveries/${pending.id}/resend`, {
      token: trader.token,
    });
    expect(other.status).toBe(404);
  });

  it('tells both parties of a project that its state changed, and nothing once the webhook is deleted', async () => {
    const { webhook } = await register(s.certifier.token, ['project.state_changed']);
    receiver.mode = 'ok';
    const developer = await logIn(s.t, 'developer@demo.example');
    const developerHook = await register(developer.token, ['project.state_changed']);
    await certifiedProject(s.t, { developer: developer.token, certifier: s.certifier.token });
    const delivered = await newestDelivery(
      s.certifier.token,
      webhook.id,
      (d) => d.state === 'delivered' && d.payload.toState === 'certified',
    );
    // Every step of its way, newest first: the last one is the certification.
    const steps = (await deliveriesOf(s.certifier.token, webhook.id)).map((d) => d.payload.toState);
    expect(steps[0]).toBe('certified');
    expect(steps.length).toBeGreaterThan(2);
    expect(delivered.payload).toMatchObject({ fromState: expect.any(String) });
    await newestDelivery(
      developer.token,
      developerHook.webhook.id,
      (d) => d.state === 'delivered' && d.payload.toState === 'certified',
    );

    const deleted = await call<{ webhook: { deletedAt: string | null } }>(
      s.t,
      'POST',
      `${HOOKS}/${webhook.id}/delete`,
      { token: s.certifier.token },
    );
    expect(deleted.body.webhook.deletedAt).not.toBeNull();
    const before = (await deliveriesOf(s.certifier.token, webhook.id)).length;
    await certifiedProject(s.t, { developer: developer.token, certifier: s.certifier.token });
    // The fan-out has read every leaf the sequencer appended, and made nothing for it.
    await vi.waitFor(
      async () => {
        const [row] = await selectRows<{ behind: boolean }>(
          s.t.database.db,
          sql`select (select last_leaf_index from webhook_fanout)
                < (select max(leaf_index) from log_events) or exists
                  (select 1 from log_events where leaf_index is null) as behind`,
        );
        expect(row?.behind).toBe(false);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect((await deliveriesOf(s.certifier.token, webhook.id)).length).toBe(before);
  });
});
