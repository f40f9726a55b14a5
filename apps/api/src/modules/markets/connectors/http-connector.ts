import type { MarketId } from '@registry/contract/markets/markets';
import type { MarketEndpoint } from '../markets-config';
import {
  MarketUnavailableError,
  type MarketAnswer,
  type MarketConnector,
  type MarketOperation,
} from './market-connector';

/** How long a market has to answer one call. */
const CALL_TIMEOUT_MS = 15_000;

/**
 * A market reached over HTTPS through its adapter (MARKET_{ID}_URL): the
 * registry's connector calls as JSON, the credential as a bearer token, the
 * operation key as the Idempotency-Key. 2xx is done (its `reference`), 404 on
 * an account or 4xx on an operation is a refusal (its `reason`), anything
 * else (5xx, 408, 429, no answer) is the market unavailable: asked again later.
 */
export function createHttpConnector(market: MarketId, endpoint: MarketEndpoint): MarketConnector {
  const call = async (method: 'GET' | 'POST', path: string, body?: object, key?: string) => {
    try {
      return await fetch(`${endpoint.url.replace(/\/+$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${endpoint.apiKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: body ? JSON.stringify(body) : null,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (error) {
      throw new MarketUnavailableError(
        market,
        error instanceof Error ? error.message : 'no answer',
      );
    }
  };
  const isRetryable = (status: number) => status >= 500 || status === 408 || status === 429;
  const answerOf = async (response: Response): Promise<MarketAnswer> => {
    if (isRetryable(response.status)) {
      throw new MarketUnavailableError(market, `answered ${String(response.status)}`);
    }
    const body = (await response.json().catch(() => ({}))) as {
      reference?: unknown;
      reason?: unknown;
    };
    if (response.ok && typeof body.reference === 'string') {
      return { kind: 'done', reference: body.reference };
    }
    if (response.ok) throw new MarketUnavailableError(market, 'answered without a reference');
    return {
      kind: 'refused',
      reason: typeof body.reason === 'string' ? body.reason : `answered ${String(response.status)}`,
    };
  };
  const operate = async (path: string, operation: MarketOperation) =>
    answerOf(await call('POST', path, operation, operation.operationKey));
  return {
    market,
    async hasAccount(accountId) {
      const response = await call('GET', `/accounts/${encodeURIComponent(accountId)}`);
      if (isRetryable(response.status)) {
        throw new MarketUnavailableError(market, `answered ${String(response.status)}`);
      }
      return response.ok;
    },
    deposit: (operation) => operate('/deposits', operation),
    withdraw: (operation) => operate('/withdrawals', operation),
    async status(operationKey) {
      const response = await call('GET', `/operations/${encodeURIComponent(operationKey)}`);
      if (response.status === 404) return null;
      return answerOf(response);
    },
  };
}
