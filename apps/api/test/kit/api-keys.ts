import type {
  ApiKey,
  ApiKeyScope,
  CreatedApiKeyResponse,
} from '@registry/contract/api-keys/api-keys-api';
import type { CodeMessage } from '@registry/contract/common/envelope';
import { HEADERS, type TestApp } from '../test-app';
import { call } from './call';

/*
 * API keys (DESIGN.md 4.6): created by a company admin through the real
 * endpoint, and calls made with one as a script makes them (X-Api-Key).
 */

export const API_KEYS = '/api/company/api-keys';

/** A new key of the admin's company; throws when refused. */
export async function createApiKey(
  t: TestApp,
  adminToken: string,
  scopes: ApiKeyScope[],
  name = `Script ${scopes.join('+')}`,
): Promise<{ key: ApiKey; secret: string }> {
  const { status, body } = await call<CreatedApiKeyResponse>(t, 'POST', API_KEYS, {
    token: adminToken,
    payload: { name, scopes },
  });
  if (status !== 200) throw new Error(`the key was refused: ${JSON.stringify(body)}`);
  return { key: body.key, secret: body.secret };
}

/** One call with an API key instead of a session, with an Idempotency-Key when given. */
export async function keyCall<Body = Record<string, unknown>>(
  t: TestApp,
  secret: string,
  method: 'GET' | 'POST',
  url: string,
  { payload, idempotencyKey }: { payload?: object; idempotencyKey?: string } = {},
) {
  const response = await t.app.inject({
    method,
    url,
    headers: {
      ...HEADERS,
      'x-api-key': secret,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    ...(payload ? { payload } : {}),
  });
  return {
    status: response.statusCode,
    body: response.json<Body & { status: 0 | 1; codeMessages: CodeMessage[] }>(),
  };
}
