import type { FastifyInstance } from 'fastify';
import type { FuzzCase } from './fuzz-cases';

/** A request slower than this fails the fuzz test. */
export const SLOW_MS = 5_000;

export interface Answer {
  /** The HTTP status; 0 when the request got no answer in time or could not be sent. */
  status: number;
  ms: number;
  error?: string;
}

/**
 * Sends one case with app.inject, from its own client address (rate limits
 * count per address, and the fuzz stands for many callers: the payloads
 * should reach the handlers, not the limiter). Gives up waiting after SLOW_MS.
 */
export async function sendCase(
  app: FastifyInstance,
  fuzzCase: FuzzCase,
  index: number,
  token?: string,
): Promise<Answer> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Answer>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 0, ms: SLOW_MS, error: `no answer in ${SLOW_MS} ms` }),
      SLOW_MS + 1,
    );
  });
  const sent = app
    .inject({
      method: fuzzCase.method as 'GET',
      url: fuzzCase.url,
      headers: token ? { ...fuzzCase.headers, authorization: `Bearer ${token}` } : fuzzCase.headers,
      payload: fuzzCase.payload,
      remoteAddress: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    })
    .then(
      (response): Answer => ({ status: response.statusCode, ms: performance.now() - started }),
      (error: unknown): Answer => ({
        status: 0,
        ms: performance.now() - started,
        error: `not sent: ${String(error)}`,
      }),
    );
  try {
    return await Promise.race([sent, late]);
  } finally {
    clearTimeout(timer);
  }
}
