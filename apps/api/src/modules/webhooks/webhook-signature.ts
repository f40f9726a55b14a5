import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@registry/contract/webhooks/webhooks-api';

/** A new signing secret in the Standard Webhooks form: whsec_ and base64 of 32 random bytes. */
export const newWebhookSecret = (): string =>
  `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/**
 * The webhook-signature header of a message (Standard Webhooks): "v1," and
 * the base64 HMAC-SHA256 of "{id}.{timestamp}.{body}" under the secret's bytes.
 */
export function signWebhook(
  secret: string,
  message: { id: string; timestamp: number; body: string },
): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const signed = `${message.id}.${message.timestamp}.${message.body}`;
  return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
}
