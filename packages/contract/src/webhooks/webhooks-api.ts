import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { IdParamSchema } from '../common/ids';
import { text } from '../common/text';

/**
 * Webhooks (DESIGN.md 4.6): a company admin registers a URL for some events;
 * each event of the company reaches it as a POST signed the Standard Webhooks
 * way (headers webhook-id, webhook-timestamp, webhook-signature: "v1,"
 * base64 HMAC-SHA256 of "{id}.{timestamp}.{body}" under the secret), retried
 * with a doubling wait for 24 hours until it answers 2xx, never again after.
 *
 * GET  /api/company/webhooks                          -> WebhooksResponse
 * POST /api/company/webhooks                          CreateWebhookRequest -> CreatedWebhookResponse
 * POST /api/company/webhooks/{id}/delete              -> WebhookResponse
 * GET  /api/company/webhooks/{id}/deliveries?cursor   -> WebhookDeliveriesResponse
 * POST /api/company/webhooks/deliveries/{id}/resend   -> WebhookDeliveryResponse
 */
export const WEBHOOKS_PATH = '/company/webhooks';

export const WEBHOOK_EVENTS = [
  'transfer.received',
  'retirement.created',
  'project.state_changed',
] as const;
export const WebhookEventSchema = z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

/** A secret starts with this (the Standard Webhooks form: whsec_ and base64 of its bytes). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_URL_MAX = 2000;
/** How long a delivery is retried before it counts as failed. */
export const WEBHOOK_RETRY_HOURS = 24;

export const WebhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(WebhookEventSchema),
  createdAt: z.string(),
  createdBy: z.string(),
  deletedAt: z.string().nullable(),
});
export type Webhook = z.infer<typeof WebhookSchema>;

export const WebhooksResponseSchema = envelopeWith({ webhooks: z.array(WebhookSchema) });
export type WebhooksResponse = z.infer<typeof WebhooksResponseSchema>;

export const CreateWebhookRequestSchema = z.object({
  url: text(WEBHOOK_URL_MAX)
    .trim()
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username;
        } catch {
          return false;
        }
      },
      { params: { reason: 'webhookUrl' } },
    ),
  events: z
    .array(WebhookEventSchema)
    .min(1)
    .max(WEBHOOK_EVENTS.length)
    .refine((events) => new Set(events).size === events.length, { message: 'ERROR_INVALID_FIELD' }),
});
export type CreateWebhookRequest = z.infer<typeof CreateWebhookRequestSchema>;

export const CreatedWebhookResponseSchema = envelopeWith({
  webhook: WebhookSchema,
  /** The signing secret: shown this once. */
  secret: z.string(),
});
export type CreatedWebhookResponse = z.infer<typeof CreatedWebhookResponseSchema>;

export const WebhookResponseSchema = envelopeWith({ webhook: WebhookSchema });

export const WebhookParamsSchema = z.object({ id: IdParamSchema });

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export const WebhookAttemptSchema = z.object({
  at: z.string(),
  /** The receiver's HTTP status; null when it did not answer (refused, timed out). */
  statusCode: z.number().int().nullable(),
  /** Why it did not answer, or the start of what it answered. */
  detail: z.string(),
  durationMs: z.number().int(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;

export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  webhookId: z.number().int(),
  /** The webhook-id header: the same on every attempt and resend, for the receiver to skip repeats. */
  messageId: z.string(),
  event: WebhookEventSchema,
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  attempts: z.array(WebhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveriesQuerySchema = z.object({
  cursor: IdParamSchema.optional(),
});

export const WebhookDeliveriesResponseSchema = envelopeWith({
  deliveries: z.array(WebhookDeliverySchema),
  nextCursor: z.number().int().nullable(),
});
export type WebhookDeliveriesResponse = z.infer<typeof WebhookDeliveriesResponseSchema>;

export const WebhookDeliveryResponseSchema = envelopeWith({ delivery: WebhookDeliverySchema });
