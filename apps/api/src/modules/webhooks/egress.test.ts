import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, codesOf } from '../../../test/kit/call';
import { logIn } from '../../../test/kit/session';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/kit/webhook-receiver';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { deliveryAgentFor, isPublicAddress, isPublicUrl } from './egress';

/*
 * Webhook egress (decision 042): with WEBHOOK_PRIVATE_ADDRESSES=refuse (the
 * default with DATABASE_URL) a webhook never reaches the registry's own
 * network: refused when registered, and again when delivered.
 */

describe('which addresses are public', () => {
  it('refuses private, loopback, link-local, shared, unspecified and mapped ones', () => {
    const refused = [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.10',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fc00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'not an address',
    ];
    expect(refused.filter(isPublicAddress)).toEqual([]);
    expect(['8.8.8.8', '93.184.216.34', '2001:4860:4860::8888'].every(isPublicAddress)).toBe(true);
  });

  it('checks a URL by its literal address or by every address its name resolves to', async () => {
    expect(await isPublicUrl('https://93.184.216.34/hook')).toBe(true);
    expect(await isPublicUrl('http://[::1]:8080/hook')).toBe(false);
    expect(await isPublicUrl('http://localhost:9/hook')).toBe(false);
    expect(await isPublicUrl('https://no-such-host.invalid/hook')).toBe(false);
  });
});

describe('a registry that refuses private addresses', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestApp({ seed: 'accounts', config: { webhookPrivateAddresses: 'refuse' } });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('refuses to register a webhook to this machine, in the caller’s language', async () => {
    const owner = await logIn(t, 'owner@demo.example');
    for (const url of [receiver.url, 'http://localhost:9/hook', 'http://[::1]/hook']) {
      const refused = await call(t, 'POST', '/api/company/webhooks', {
        token: owner.token,
        lng: 'es',
        payload: { url, events: ['transfer.received'] },
      });
      expect([refused.status, codesOf(refused.body)]).toEqual([
        422,
        ['ERROR_WEBHOOK_PRIVATE_ADDRESS'],
      ]);
      expect(JSON.stringify(refused.body)).toContain('internet pública');
    }
  });

  it('never connects to a private address when delivering, by literal or by name', async () => {
    expect(await deliveryAgentFor(receiver.url, 'refuse')).toBeNull();
    const byName = receiver.url.replace('127.0.0.1', 'localhost');
    const agent = await deliveryAgentFor(byName, 'refuse');
    expect(agent?.dispatcher).toBeDefined();
    const failure = await fetch(byName, { method: 'POST', ...agent }).catch(
      (error: Error) => error.cause as Error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('localhost is not a public internet address');
    expect(receiver.received).toEqual([]);
    expect(await deliveryAgentFor(receiver.url, 'allow')).toEqual({});
  });
});
