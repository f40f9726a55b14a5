import { http, HttpResponse } from 'msw';
import {
  WEBHOOKS_PATH,
  type CreateWebhookRequest,
  type Webhook,
  type WebhookDelivery,
} from '@registry/contract/webhooks/webhooks-api';
import { apiUrl } from '../../../test/msw-server';

const ok = (data: object = {}) => HttpResponse.json({ status: 1, codeMessages: [], ...data });

export function webhookRow(overrides: Partial<Webhook> = {}): Webhook {
  return {
    id: 5,
    url: 'https://erp.example.com/hooks/registry',
    events: ['transfer.received', 'retirement.created'],
    createdAt: '2026-11-20T10:00:00.000Z',
    createdBy: 'Ana Owner',
    deletedAt: null,
    ...overrides,
  };
}

export function deliveryRow(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 41,
    webhookId: 5,
    messageId: 'msg_41',
    event: 'transfer.received',
    state: 'delivered',
    payload: { movementId: 9, quantityKg: 2000, fromCompany: 'Bosques del Pacífico S.A.S.' },
    createdAt: '2026-11-28T09:00:00.000Z',
    deliveredAt: '2026-11-28T09:00:06.000Z',
    attempts: [
      {
        at: '2026-11-28T09:00:01.000Z',
        statusCode: 503,
        detail: 'down for maintenance',
        durationMs: 40,
      },
      { at: '2026-11-28T09:00:06.000Z', statusCode: 204, detail: '', durationMs: 12 },
    ],
    ...overrides,
  };
}

export const NEW_WEBHOOK_SECRET = 'whsec_c2VjcmV0LXNob3duLW9uY2UtYW5kLW5ldmVyLWFnYWlu';

/** The webhooks in memory: created ones first, deleted ones keep their row, resends counted. */
export function createWebhooksBackend(
  webhooks: Webhook[] = [],
  deliveries: WebhookDelivery[] = [],
) {
  const state = {
    webhooks: [...webhooks],
    deliveries: [...deliveries],
    created: [] as CreateWebhookRequest[],
    resent: [] as number[],
  };
  const handlers = [
    http.get(apiUrl(WEBHOOKS_PATH), () => ok({ webhooks: state.webhooks })),
    http.post(apiUrl(WEBHOOKS_PATH), async ({ request }) => {
      const body = (await request.json()) as CreateWebhookRequest;
      state.created.push(body);
      const webhook = webhookRow({ id: 50 + state.created.length, ...body });
      state.webhooks = [webhook, ...state.webhooks];
      return ok({ webhook, secret: NEW_WEBHOOK_SECRET });
    }),
    http.post(apiUrl(`${WEBHOOKS_PATH}/:id/delete`), ({ params }) => {
      const id = Number(params.id);
      state.webhooks = state.webhooks.map((hook) =>
        hook.id === id ? { ...hook, deletedAt: new Date().toISOString() } : hook,
      );
      return ok({ webhook: state.webhooks.find((hook) => hook.id === id) });
    }),
    http.get(apiUrl(`${WEBHOOKS_PATH}/:id/deliveries`), ({ params }) =>
      ok({
        deliveries: state.deliveries.filter((item) => item.webhookId === Number(params.id)),
        nextCursor: null,
      }),
    ),
    http.post(apiUrl(`${WEBHOOKS_PATH}/deliveries/:id/resend`), ({ params }) => {
      const id = Number(params.id);
      state.resent.push(id);
      state.deliveries = state.deliveries.map((item) =>
        item.id === id ? { ...item, state: 'pending' } : item,
      );
      return ok({ delivery: state.deliveries.find((item) => item.id === id) });
    }),
  ];
  return { state, handlers };
}
