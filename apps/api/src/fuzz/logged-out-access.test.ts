import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HEADERS, type TestApp } from '../../test/test-app';
import { readOperations, type Operation } from './openapi-operations';
import { sampleRequest, toQueryText } from './sample-request';
import { WHO_MAY_CALL, whoMayCall } from './who-may-call';

let t: TestApp;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  operations = await readOperations(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** A well-formed-looking call of the operation, every field filled, with no Authorization header. */
async function callLoggedOut(operation: Operation, index: number) {
  const sample = sampleRequest(operation, { isFull: true });
  const hasBody = sample.bodyText !== undefined;
  const response = await t.app.inject({
    method: operation.method as 'GET',
    url: sample.urlWith(sample.path, toQueryText(sample.query)),
    headers: hasBody ? { ...HEADERS, 'content-type': 'application/json' } : HEADERS,
    payload: sample.bodyText,
    // One address per call, so no rate limit answers in place of the route.
    remoteAddress: `10.1.${(index >> 8) & 255}.${index & 255}`,
  });
  return response.statusCode;
}

describe('calls without a session', () => {
  it('lists in its table only operations the document has', () => {
    const documented = new Set(operations.map((op) => `${op.method} ${op.path}`));
    expect(Object.keys(WHO_MAY_CALL).filter((key) => !documented.has(key))).toEqual([]);
  });

  it('are refused by every operation that is not public, and answered by the public ones', async () => {
    const wronglyOpen: string[] = [];
    const publicAnswers: string[] = [];
    for (const [index, operation] of operations.entries()) {
      const status = await callLoggedOut(operation, index);
      const key = `${operation.method} ${operation.path}`;
      const audience = whoMayCall(operation.method, operation.path);
      if (audience === 'anyone') {
        publicAnswers.push(`${key} → ${status}`);
      } else if (status < 400 || status >= 500) {
        wronglyOpen.push(`${key} (${audience}) → ${status}`);
      }
    }
    expect(wronglyOpen, 'operations that answered a logged-out caller').toEqual([]);
    // The public reference lists answer a logged-out caller: the calls were well formed.
    expect(publicAnswers).toContain('GET /api/platform/country → 200');
    expect(publicAnswers.filter((line) => / → 5\d\d$/.test(line))).toEqual([]);
  });
});
