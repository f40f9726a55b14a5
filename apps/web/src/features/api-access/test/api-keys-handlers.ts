import { http, HttpResponse } from 'msw';
import {
  API_KEYS_PATH,
  type ApiKey,
  type CreateApiKeyRequest,
} from '@registry/contract/api-keys/api-keys-api';
import { apiUrl } from '../../../test/msw-server';

const ok = (data: object = {}) => HttpResponse.json({ status: 1, codeMessages: [], ...data });

export function apiKeyRow(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 3,
    name: 'Carbon accounting',
    scopes: ['read', 'retire'],
    hint: 'crk_Ab12',
    createdAt: '2026-11-20T10:00:00.000Z',
    createdBy: 'Ana Owner',
    lastUsedAt: null,
    revokedAt: null,
    ...overrides,
  };
}

/** The secret every key created here gets. */
export const NEW_SECRET = 'crk_NewKeyShownOnce0123456789abcdefghijklmnopq';

/** The API keys in memory: created keys are added first, revoked ones keep their row. */
export function createApiKeysBackend(keys: ApiKey[] = []) {
  const state = { keys: [...keys], created: [] as CreateApiKeyRequest[] };
  const handlers = [
    http.get(apiUrl(API_KEYS_PATH), () => ok({ keys: state.keys })),
    http.post(apiUrl(API_KEYS_PATH), async ({ request }) => {
      const body = (await request.json()) as CreateApiKeyRequest;
      state.created.push(body);
      const key = apiKeyRow({
        id: 100 + state.created.length,
        name: body.name,
        scopes: body.scopes,
        hint: NEW_SECRET.slice(0, 8),
        createdAt: new Date().toISOString(),
      });
      state.keys = [key, ...state.keys];
      return ok({ key, secret: NEW_SECRET });
    }),
    http.post(apiUrl(`${API_KEYS_PATH}/:id/revoke`), ({ params }) => {
      const id = Number(params.id);
      state.keys = state.keys.map((key) =>
        key.id === id ? { ...key, revokedAt: new Date().toISOString() } : key,
      );
      return ok({ key: state.keys.find((key) => key.id === id) });
    }),
  ];
  return { state, handlers };
}
