import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface RequestLogOptions {
  /** Of the reads answered fast and well, the share logged, in percent (0 to 100). */
  samplePercent: number;
  /** A request slower than this is always logged. */
  slowMs: number;
  /** The draw of the sample (tests give their own). */
  random?: () => number;
}

/** GET and HEAD: the reads whose fast, successful answers are sampled. */
const READS = new Set(['GET', 'HEAD']);

/** Whether a finished request is logged: writes, failures and slow ones always, other reads by sample. */
export function isLogged(
  request: Pick<FastifyRequest, 'method'>,
  reply: Pick<FastifyReply, 'statusCode' | 'elapsedTime'>,
  { samplePercent, slowMs, random = Math.random }: RequestLogOptions,
): boolean {
  if (!READS.has(request.method) || reply.statusCode >= 400) return true;
  if (reply.elapsedTime >= slowMs) return true;
  return random() * 100 < samplePercent;
}

/**
 * One line per logged request when its answer is sent (decision 038), in
 * place of Fastify's two lines per request: at 1 % of the public reads the
 * log no longer costs the API more than the reads themselves.
 */
export const requestLogPlugin = fp<RequestLogOptions>(async (app, options) => {
  app.addHook('onResponse', async (request, reply) => {
    if (!isLogged(request, reply, options)) return;
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
  });
});
