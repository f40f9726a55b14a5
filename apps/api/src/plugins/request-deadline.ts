import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../lib/domain-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false for a route whose body may take longer than REQUEST_TIMEOUT_MS to
     * arrive (the embedded store's upload receiver, up to 1 GB): only the idle
     * timeout (CONNECTION_TIMEOUT_MS) guards it.
     */
    hasRequestDeadline?: boolean;
  }
}

/**
 * A client has timeoutMs to send its whole request, from the headers to the
 * last byte of the body (decision 018). A request still arriving then is
 * answered 408 with the envelope and its connection closed, so a body that
 * never ends cannot pin a connection. The deadline ends when the body has
 * been read (preValidation): the work of the handler is not the client's.
 * Node's own requestTimeout would do this for every route at once, the
 * upload receiver included; this one lets a route opt out.
 */
export const requestDeadlinePlugin = fp<{ timeoutMs: number }>(async (app, { timeoutMs }) => {
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  const seconds = Math.max(1, Math.round(timeoutMs / 1000));

  function clear(request: FastifyRequest) {
    clearTimeout(timers.get(request));
    timers.delete(request);
  }

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.hasRequestDeadline === false) return;
    const timer = setTimeout(() => {
      timers.delete(request);
      if (reply.sent || reply.raw.headersSent) return;
      request.log.warn({ timeoutMs }, 'the request did not arrive in time: 408, connection closed');
      void reply.header('connection', 'close');
      reply.send(new DomainError('ERROR_REQUEST_TIMEOUT', 408, { seconds }));
    }, timeoutMs);
    timers.set(request, timer);
  });
  app.addHook('preValidation', async (request) => clear(request));
  app.addHook('onResponse', async (request) => clear(request));
  app.addHook('onRequestAbort', async (request) => clear(request));
});
