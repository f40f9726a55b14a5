/**
 * What a receiver runs to check that a delivery came from the registry
 * (Standard Webhooks): the /register-api screen shows this text, and the
 * tests save this very text as a module and run it against real deliveries.
 * JavaScript for Node 18+, as an ES module (verify-webhook.mjs).
 */
export const WEBHOOK_VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

// secret: the webhook's whsec_… secret; headers: the request's headers; body: its raw text.
export function verifyWebhook(secret, headers, body) {
  const id = headers['webhook-id'];
  const timestamp = Number(headers['webhook-timestamp']);
  // Refuse a delivery older or newer than five minutes: a replayed one.
  if (!id || !Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) {
    return false;
  }
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = Buffer.from(
    'v1,' + createHmac('sha256', key).update(id + '.' + timestamp + '.' + body).digest('base64'),
  );
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .some((given) => given.length === expected.length && timingSafeEqual(Buffer.from(given), expected));
}
`;
