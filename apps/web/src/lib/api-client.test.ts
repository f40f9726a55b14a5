import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { EnvelopeSchema } from '@registry/contract/common/envelope';
import { NotificationsCountResponseSchema } from '@registry/contract/auth/session';
import { apiUrl, setupMswServer } from '../test/msw-server';
import { ApiError, SessionExpiredError, apiCall } from './api-client';
import { browserLocation } from './browser-location';
import { readAccessToken, readRefreshToken, storeTokens } from './session';
import { STORAGE_KEYS } from './storage';

const server = setupMswServer();
const PATH = '/platform/projectCompanyTransfer/notifications';
const ok = (notifications: number) =>
  HttpResponse.json({ status: 1, codeMessages: [], notifications });
const unauthorized = () =>
  HttpResponse.json(
    { status: 0, codeMessages: [{ codeMessage: 'ERROR_UNAUTHORIZED', message: 'No' }] },
    { status: 401 },
  );

const callNotifications = () => apiCall({ path: PATH, schema: NotificationsCountResponseSchema });

/** The access token each call to PATH carried, in order. */
function answerByToken(answers: Record<string, () => Response>) {
  const seen: Array<string | null> = [];
  server.use(
    http.get(apiUrl(PATH), ({ request }) => {
      const auth = request.headers.get('authorization');
      seen.push(auth);
      const token = auth?.replace('Bearer ', '') ?? '';
      return (answers[token] ?? unauthorized)();
    }),
  );
  return seen;
}

function answerRefresh(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/user/refreshToken'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const stubNavigation = () => vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});

describe('apiCall', () => {
  it('sends the JSON, bearer, platform and language headers and parses the answer', async () => {
    storeTokens({ token: 'access-1', refreshToken: 'refresh-1' });
    window.localStorage.setItem(STORAGE_KEYS.language, 'pt');
    let headers = new Headers();
    server.use(
      http.get(apiUrl(PATH), ({ request }) => {
        headers = request.headers;
        return ok(5);
      }),
    );
    await expect(callNotifications()).resolves.toEqual({
      status: 1,
      codeMessages: [],
      notifications: 5,
    });
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('authorization')).toBe('Bearer access-1');
    expect(headers.get('platform')).toBe('carbon-registry');
    expect(headers.get('lng')).toBe('pt');
  });

  it('sends lng es and no authorization without a session, and a JSON body on POST', async () => {
    let seen: { headers: Headers; body: unknown } | undefined;
    server.use(
      http.post(apiUrl('/user/logout'), async ({ request }) => {
        seen = { headers: request.headers, body: await request.json() };
        return HttpResponse.json({ status: 1, codeMessages: [] });
      }),
    );
    await apiCall({
      path: '/user/logout',
      method: 'POST',
      body: { refreshToken: 'r' },
      schema: EnvelopeSchema,
    });
    expect(seen?.headers.get('authorization')).toBeNull();
    expect(seen?.headers.get('lng')).toBe('es');
    expect(seen?.body).toEqual({ refreshToken: 'r' });
  });

  it("sends a call's own headers (an Idempotency-Key) without dropping the platform's", async () => {
    let seen: Headers | undefined;
    server.use(
      http.post(apiUrl('/user/logout'), ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ status: 1, codeMessages: [] });
      }),
    );
    await apiCall({
      path: '/user/logout',
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': 'key-1', 'content-type': 'text/plain' },
      schema: EnvelopeSchema,
    });
    expect(seen?.get('idempotency-key')).toBe('key-1');
    expect(seen?.get('content-type')).toBe('application/json');
    expect(seen?.get('lng')).toBe('es');
  });

  it('accepts a function that imports the schema', async () => {
    answerByToken({ '': () => ok(2) });
    const schema = async () =>
      (await import('@registry/contract/auth/session')).NotificationsCountResponseSchema;
    await expect(apiCall({ path: PATH, schema })).resolves.toMatchObject({ notifications: 2 });
  });

  it('reads status true as 1 (spec section 7), in answers and refreshes', async () => {
    storeTokens({ token: 'expired', refreshToken: 'refresh-1' });
    answerByToken({
      fresh: () => HttpResponse.json({ status: true, codeMessages: [], notifications: 3 }),
    });
    answerRefresh(() =>
      HttpResponse.json({ status: true, codeMessages: [], token: 'fresh', refreshToken: 'r-2' }),
    );
    await expect(callNotifications()).resolves.toEqual({
      status: 1,
      codeMessages: [],
      notifications: 3,
    });
    expect(readAccessToken()).toBe('fresh');
  });

  it('on 401 refreshes once, stores both new tokens and repeats the call with the new token', async () => {
    storeTokens({ token: 'expired', refreshToken: 'refresh-1' });
    const seen = answerByToken({ fresh: () => ok(7) });
    const refreshBodies = answerRefresh(() =>
      HttpResponse.json({ status: 1, codeMessages: [], token: 'fresh', refreshToken: 'refresh-2' }),
    );
    await expect(callNotifications()).resolves.toMatchObject({ notifications: 7 });
    expect(refreshBodies).toEqual([{ refreshToken: 'refresh-1' }]);
    expect(seen).toEqual(['Bearer expired', 'Bearer fresh']);
    expect(readAccessToken()).toBe('fresh');
    expect(readRefreshToken()).toBe('refresh-2');
  });

  it('clears both tokens and goes to /login when the refresh answers status 0, logging the failure', async () => {
    const assign = stubNavigation();
    const consoleError = vi.mocked(console.error).mockImplementation(() => {});
    storeTokens({ token: 'expired', refreshToken: 'revoked' });
    const seen = answerByToken({});
    answerRefresh(() => HttpResponse.json({ status: 0, codeMessages: [] }, { status: 401 }));
    await expect(callNotifications()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(seen).toHaveLength(1);
    expect(readAccessToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
    expect(assign).toHaveBeenCalledExactlyOnceWith('/login');
    expect(consoleError).toHaveBeenCalled();
  });

  it('clears the tokens and goes to /login when the refresh call cannot reach the API', async () => {
    const assign = stubNavigation();
    const consoleError = vi.mocked(console.error).mockImplementation(() => {});
    storeTokens({ token: 'expired', refreshToken: 'refresh-1' });
    answerByToken({});
    answerRefresh(() => HttpResponse.error());
    await expect(callNotifications()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(readAccessToken()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
    expect(consoleError).toHaveBeenCalledWith('Token refresh failed', expect.any(ApiError));
  });

  it('goes to /login without a refresh call when no refresh token is stored', async () => {
    const assign = stubNavigation();
    storeTokens({ token: 'expired' });
    answerByToken({});
    const refreshBodies = answerRefresh(() =>
      HttpResponse.json({ status: 1, codeMessages: [], token: 'x' }),
    );
    await expect(callNotifications()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(refreshBodies).toEqual([]);
    expect(readAccessToken()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('gives up when the repeated call is 401 again, without a second refresh', async () => {
    const assign = stubNavigation();
    storeTokens({ token: 'expired', refreshToken: 'refresh-1' });
    const seen = answerByToken({});
    const refreshBodies = answerRefresh(() =>
      HttpResponse.json({
        status: 1,
        codeMessages: [],
        token: 'also-refused',
        refreshToken: 'refresh-2',
      }),
    );
    await expect(callNotifications()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(seen).toEqual(['Bearer expired', 'Bearer also-refused']);
    expect(refreshBodies).toHaveLength(1);
    expect(readAccessToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
    expect(assign).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it('shares one refresh between calls answered 401 at the same time', async () => {
    storeTokens({ token: 'expired', refreshToken: 'refresh-1' });
    answerByToken({ fresh: () => ok(1) });
    const refreshBodies = answerRefresh(() =>
      HttpResponse.json({ status: 1, codeMessages: [], token: 'fresh', refreshToken: 'refresh-2' }),
    );
    const answers = await Promise.all([
      callNotifications(),
      callNotifications(),
      callNotifications(),
    ]);
    expect(answers.map((answer) => answer.notifications)).toEqual([1, 1, 1]);
    expect(refreshBodies).toEqual([{ refreshToken: 'refresh-1' }]);
  });

  it('throws an ApiError with the API’s messages when the answer does not match the schema', async () => {
    server.use(
      http.get(apiUrl(PATH), () =>
        HttpResponse.json(
          { status: 0, codeMessages: [{ codeMessage: 'ERROR_INTERNAL', message: 'Try later' }] },
          { status: 500 },
        ),
      ),
    );
    const error: unknown = await callNotifications().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      httpStatus: 500,
      codeMessages: [{ codeMessage: 'ERROR_INTERNAL' }],
    });
  });

  it('throws an ApiError without messages on a network failure or an answer that is not JSON', async () => {
    server.use(http.get(apiUrl(PATH), () => HttpResponse.error()));
    await expect(callNotifications()).rejects.toMatchObject({ name: 'ApiError', httpStatus: null });
    server.use(http.get(apiUrl(PATH), () => new HttpResponse('<html>', { status: 502 })));
    await expect(callNotifications()).rejects.toMatchObject({
      name: 'ApiError',
      httpStatus: 502,
      codeMessages: [],
    });
  });
});
