import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPES } from '@registry/contract/api-keys/api-keys-api';
import { createApiKey } from '../../test/kit/api-keys';
import { logIn } from '../../test/kit/session';
import { createTestApp, HEADERS, type TestApp } from '../../test/test-app';
import { readOperations, type Operation } from './openapi-operations';
import { sampleRequest, toQueryText } from './sample-request';
import { API_KEY_MAY_CALL, whoMayCall } from './who-may-call';

let t: TestApp;
let operations: Operation[];
/** A key with every scope, and one per scope. */
let everyScope: string;
const keyOfScope = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
  operations = await readOperations(t.app);
  const owner = await logIn(t, 'owner@demo.example');
  everyScope = (await createApiKey(t, owner.token, [...API_KEY_SCOPES])).secret;
  for (const scope of API_KEY_SCOPES) {
    keyOfScope.set(scope, (await createApiKey(t, owner.token, [scope])).secret);
  }
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A well-formed-looking call of the operation with an API key and an Idempotency-Key. */
async function callWithKey(operation: Operation, secret: string, index: number) {
  const sample = sampleRequest(operation, { isFull: true });
  const response = await t.app.inject({
    method: operation.method as 'GET',
    url: sample.urlWith(sample.path, toQueryText(sample.query)),
    headers: {
      ...HEADERS,
      'x-api-key': secret,
      'idempotency-key': `matrix-${index}`,
      ...(sample.bodyText === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload: sample.bodyText,
    remoteAddress: `10.2.${(index >> 8) & 255}.${index & 255}`,
  });
  return response.statusCode;
}

describe('calls with an API key (DESIGN.md 7: the authorization matrix)', () => {
  it('lists in its table only operations the document has', () => {
    const documented = new Set(operations.map((op) => `${op.method} ${op.path}`));
    expect(Object.keys(API_KEY_MAY_CALL).filter((key) => !documented.has(key))).toEqual([]);
  });

  it('are refused by every operation needing a session that the table does not open to keys', async () => {
    const wronglyOpen: string[] = [];
    for (const [index, operation] of operations.entries()) {
      const key = `${operation.method} ${operation.path}`;
      if (whoMayCall(operation.method, operation.path) !== 'logged in') continue;
      if (API_KEY_MAY_CALL[key]) continue;
      const status = await callWithKey(operation, everyScope, index);
      if (status !== 403 && status !== 400) wronglyOpen.push(`${key} → ${status}`);
    }
    expect(wronglyOpen, 'operations that let an API key through').toEqual([]);
  });

  it('open the table’s operations to a key with their scope, and to no other key', async () => {
    const wrong: string[] = [];
    for (const [index, operation] of operations.entries()) {
      const key = `${operation.method} ${operation.path}`;
      const scope = API_KEY_MAY_CALL[key];
      if (!scope) continue;
      for (const [held, secret] of keyOfScope) {
        const status = await callWithKey(operation, secret, 1000 + index);
        const isAdmitted = status !== 401 && status !== 403 && status < 500;
        if (isAdmitted !== (held === scope)) wrong.push(`${key} with ${held} → ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('are written in the OpenAPI document: each operation says which auth it accepts', async () => {
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    const wrong: string[] = [];
    for (const operation of operations) {
      const key = `${operation.method} ${operation.path}`;
      const security = document.paths[operation.path]?.[operation.method.toLowerCase()]?.security;
      const audience = whoMayCall(operation.method, operation.path);
      const scope = API_KEY_MAY_CALL[key];
      const expected =
        audience === 'logged in' ? [{ session: [] }, ...(scope ? [{ apiKey: [scope] }] : [])] : [];
      if (JSON.stringify(security) !== JSON.stringify(expected)) {
        wrong.push(`${key}: ${JSON.stringify(security)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
