import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreatedWebhookResponseSchema,
  WEBHOOKS_PATH,
  WebhookDeliveriesResponseSchema,
  WebhookDeliveryResponseSchema,
  WebhookResponseSchema,
  WebhooksResponseSchema,
  type CreateWebhookRequest,
} from '@registry/contract/webhooks/webhooks-api';
import { ledgerCall } from '../../../lib/ledger-call';

/** Every webhook query starts with this key; a change invalidates them all. */
export const WEBHOOKS_KEY = ['webhooks'] as const;

/** GET /api/company/webhooks: the company's webhooks, newest first. */
export function useWebhooks() {
  return useQuery({
    queryKey: WEBHOOKS_KEY,
    queryFn: async ({ signal }) =>
      (await ledgerCall({ path: WEBHOOKS_PATH, schema: WebhooksResponseSchema, signal })).webhooks,
  });
}

/** GET /api/company/webhooks/{id}/deliveries: 25 at a time, newest first, with their attempts. */
export function useDeliveries(webhookId: number) {
  return useInfiniteQuery({
    queryKey: [...WEBHOOKS_KEY, webhookId, 'deliveries'],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      ledgerCall({
        path: `${WEBHOOKS_PATH}/${webhookId}/deliveries${pageParam ? `?cursor=${pageParam}` : ''}`,
        schema: WebhookDeliveriesResponseSchema,
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor,
  });
}

function useWebhookMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

/** POST /api/company/webhooks: a new webhook, whose secret the answer holds this once. */
export const useCreateWebhook = () =>
  useWebhookMutation((request: CreateWebhookRequest) =>
    ledgerCall({
      path: WEBHOOKS_PATH,
      method: 'POST',
      body: request,
      schema: CreatedWebhookResponseSchema,
    }),
  );

/** POST /api/company/webhooks/{id}/delete. */
export const useDeleteWebhook = () =>
  useWebhookMutation((id: number) =>
    ledgerCall({
      path: `${WEBHOOKS_PATH}/${id}/delete`,
      method: 'POST',
      schema: WebhookResponseSchema,
    }),
  );

/** POST /api/company/webhooks/deliveries/{id}/resend. */
export const useResendDelivery = () =>
  useWebhookMutation((id: number) =>
    ledgerCall({
      path: `${WEBHOOKS_PATH}/deliveries/${id}/resend`,
      method: 'POST',
      schema: WebhookDeliveryResponseSchema,
    }),
  );
