import { ApiError } from './api-error';
import { browserLocation } from './browser-location';
import { LANGUAGE_HEADER, PLATFORM_HEADER } from './contract-values';
import { readLanguage } from './language';
import { LOGIN_PATH } from './paths';
import { clearTokens, readAccessToken, readRefreshToken, storeTokens } from './session';

export const API_BASE_PATH = '/api';
export const PLATFORM_ID = import.meta.env.VITE_PLATFORM_ID || 'carbon-registry';
export const REFRESH_TOKEN_PATH = '/user/refreshToken';

/** What apiCall needs of a contract schema: zod's safeParse. */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/**
 * A contract schema, or a function that imports one. The shell passes
 * importers, so zod loads after the first paint instead of with it.
 */
export type SchemaSource<T> = AnswerSchema<T> | (() => Promise<AnswerSchema<T>>);

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiCall<T> {
  /** Path under /api, e.g. '/user/logout'. */
  path: string;
  method?: HttpMethod;
  body?: unknown;
  /** The answer is parsed with it; an answer that does not match is an ApiError. */
  schema: SchemaSource<T>;
  signal?: AbortSignal;
  /** Further headers of this call, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

// Its own module: the query client's retry rule reads it on every first page,
// which need not carry the client (issue 24).
export { ApiError };

/** The session could not be renewed: tokens are gone and the browser is on its way to /login. */
export class SessionExpiredError extends ApiError {
  constructor() {
    super('Session expired', 401);
    this.name = 'SessionExpiredError';
  }
}

function buildHeaders(token: string | null, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({
    ...extra,
    accept: 'application/json',
    'content-type': 'application/json',
    [PLATFORM_HEADER]: PLATFORM_ID,
    [LANGUAGE_HEADER]: readLanguage(),
  });
  if (token) headers.set('authorization', `Bearer ${token}`);
  return headers;
}

type Request = Omit<ApiCall<unknown>, 'schema'>;

async function send(call: Request, token: string | null): Promise<Response> {
  const url = new URL(`${API_BASE_PATH}${call.path}`, window.location.origin);
  try {
    return await fetch(url, {
      method: call.method ?? 'GET',
      headers: buildHeaders(token, call.headers),
      body: call.body === undefined ? null : JSON.stringify(call.body),
      signal: call.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Network error', null);
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new ApiError(`Unreadable answer (HTTP ${response.status})`, response.status);
  }
}

async function requestNewTokens(): Promise<boolean> {
  const refreshToken = readRefreshToken();
  if (!refreshToken) return false;
  try {
    const response = await send(
      { path: REFRESH_TOKEN_PATH, method: 'POST', body: { refreshToken } },
      null,
    );
    const { RefreshTokenResponseSchema } = await import('@registry/contract/auth/refresh-token');
    const answer = RefreshTokenResponseSchema.safeParse(await readJson(response));
    if (response.ok && answer.success && answer.data.status === 1 && answer.data.token) {
      storeTokens({ token: answer.data.token, refreshToken: answer.data.refreshToken });
      return true;
    }
    console.error(`Token refresh failed (HTTP ${response.status})`);
  } catch (error) {
    console.error('Token refresh failed', error);
  }
  return false;
}

let pendingRefresh: Promise<boolean> | null = null;

/** One refresh at a time: calls answered 401 together share it. */
export function refreshSession(): Promise<boolean> {
  pendingRefresh ??= requestNewTokens().finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

function endSession(): never {
  clearTokens();
  browserLocation.assign(LOGIN_PATH);
  throw new SessionExpiredError();
}

async function parseAnswer<T>(response: Response, source: SchemaSource<T>): Promise<T> {
  const body = await readJson(response);
  const schema = typeof source === 'function' ? await source() : source;
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const { EnvelopeSchema } = await import('@registry/contract/common/envelope');
  const envelope = EnvelopeSchema.safeParse(body);
  const codeMessages = envelope.success ? envelope.data.codeMessages : [];
  throw new ApiError(`Unexpected answer (HTTP ${response.status})`, response.status, codeMessages);
}

/**
 * The one function every API call goes through (spec sections 4 and 7): JSON
 * headers, bearer token, platform and lng; on HTTP 401 one refresh and one
 * repeat, and when that does not help, no tokens and the login page.
 */
export async function apiCall<T>(call: ApiCall<T>): Promise<T> {
  const sentToken = readAccessToken();
  let response = await send(call, sentToken);
  if (response.status === 401) {
    const current = readAccessToken();
    const isRenewedMeanwhile = current !== null && current !== sentToken;
    if (!isRenewedMeanwhile && !(await refreshSession())) endSession();
    response = await send(call, readAccessToken());
    if (response.status === 401) endSession();
  }
  return parseAnswer(response, call.schema);
}
