import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_KEYS_PATH,
  ApiKeyResponseSchema,
  ApiKeysResponseSchema,
  CreatedApiKeyResponseSchema,
  type CreateApiKeyRequest,
} from '@registry/contract/api-keys/api-keys-api';
import { ledgerCall } from '../../../lib/ledger-call';

/** Every API-key query starts with this key; a created or revoked key invalidates them. */
export const API_KEYS_KEY = ['apiKeys'] as const;

/** GET /api/company/api-keys: the company's keys, newest first (a company admin). */
export function useApiKeys(isEnabled: boolean) {
  return useQuery({
    queryKey: API_KEYS_KEY,
    enabled: isEnabled,
    queryFn: async ({ signal }) =>
      (await ledgerCall({ path: API_KEYS_PATH, schema: ApiKeysResponseSchema, signal })).keys,
  });
}

/** POST /api/company/api-keys: a new key, whose text the answer holds this once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateApiKeyRequest) =>
      ledgerCall({
        path: API_KEYS_PATH,
        method: 'POST',
        body: request,
        schema: CreatedApiKeyResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

/** POST /api/company/api-keys/{id}/revoke: refused from its next call on. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      ledgerCall({
        path: `${API_KEYS_PATH}/${id}/revoke`,
        method: 'POST',
        schema: ApiKeyResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}
