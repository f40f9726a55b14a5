import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs } from '../../test/log-in';
import { createTestApp, HEADERS, type TestApp } from '../../test/test-app';
import { buildCases, type Session } from './fuzz-cases';
import { readOperations, routeKey, type Operation } from './openapi-operations';
import { listRegisteredRoutes } from './registered-routes';
import { sendCase, SLOW_MS } from './send-case';

/**
 * Registered routes that are rightly not in the OpenAPI document: the
 * document and its viewer, and the web app (its static files and the
 * index.html fallback of client routes, all GET and all outside /api).
 */
const OUTSIDE_THE_DOCUMENT: { route: RegExp; why: string }[] = [
  { route: /^GET \/api\/docs(\/.*)?$/, why: 'the OpenAPI document and the swagger viewer' },
  { route: /^GET \/(?!api(\/|$))/, why: 'the web app: static files and the index.html fallback' },
];

const OWNER = 'owner@demo.example';
/** The fuzz run's own budget, well under the 3 minutes the issue allows on a busy machine. */
const RUN_TIMEOUT_MS = 170_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A session of the owner that is still valid: re-logs in when a fuzzed call ended it. */
async function currentToken(previous: string | undefined): Promise<string> {
  if (previous) {
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/user/validToken',
      headers: HEADERS,
      payload: { token: previous },
    });
    if (check.json<{ valid?: boolean }>().valid === true) return previous;
  }
  const { body } = await logInAs(t.app, t.keys, OWNER);
  if (!body.token) throw new Error(`${OWNER} could not log in: ${JSON.stringify(body)}`);
  return body.token;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('lists every /api route Fastify serves in the document', async () => {
    const documented = new Set(
      (await readOperations(t.app)).map((op) => routeKey(op.method, op.path)),
    );
    const registered = listRegisteredRoutes(t.app);
    const missing = registered.filter(
      (route) => !documented.has(route) && !OUTSIDE_THE_DOCUMENT.some((e) => e.route.test(route)),
    );
    expect(missing, 'routes missing from /api/docs/json').toEqual([]);
    // The routes were read right: every documented operation is among them.
    expect([...documented].filter((route) => !registered.includes(route))).toEqual([]);
  });

  it(
    'answers malformed requests, logged out and logged in, without a 5xx and within 5 s',
    async () => {
      const operations = await readOperations(t.app);
      const failures: string[] = [];
      const startedMs = performance.now();
      let sent = 0;
      let token: string | undefined;
      const run = async (operation: Operation, session: Session) => {
        const cases = buildCases(operation, session);
        expect(cases.length, `${operation.method} ${operation.path}`).toBeGreaterThanOrEqual(50);
        if (session === 'logged in') token = await currentToken(token);
        const bearer = session === 'logged in' ? token : undefined;
        for (const fuzzCase of cases) {
          const answer = await sendCase(t.app, fuzzCase, sent++, bearer);
          if (answer.status >= 500 || answer.status === 0 || answer.ms > SLOW_MS) {
            failures.push(
              `${operation.method} ${fuzzCase.url.slice(0, 120)} (${session}) ${fuzzCase.label} → ` +
                `${answer.error ?? answer.status} in ${Math.round(answer.ms)} ms`,
            );
          }
        }
      };
      for (const operation of operations) {
        await run(operation, 'logged out');
        await run(operation, 'logged in');
      }
      const seconds = ((performance.now() - startedMs) / 1000).toFixed(1);
      console.log(
        `fuzz: ${sent} requests to ${operations.length} operations in ${seconds} s, ${failures.length} failed`,
      );
      expect(failures, `${failures.length} requests answered 5xx or too slowly`).toEqual([]);
    },
    RUN_TIMEOUT_MS,
  );
});
