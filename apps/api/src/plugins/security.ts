import fp from 'fastify-plugin';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { clientKey } from '../lib/client-key';

/**
 * Security headers with a strict Content-Security-Policy (no inline script but the app's own, no
 * third-party origins), and the rate limiter that routes opt into. Helmet's
 * middleware is built once and applied to every request (@fastify/helmet built
 * it again for each one: a sixth of a public read's time, decision 038).
 */
export const securityPlugin = fp<{
  frameAncestors: string[];
  /** Origins of an external object store (S3) the browser uploads to and shows logos from. */
  storageOrigins?: string[];
  /** Origins of the map tile server (MAP_TILES_URL), when one is set: images only. */
  tileOrigins?: string[];
  /** Hashes of the web app's own inline scripts (lib/inline-script-hashes.ts), the only ones that run. */
  inlineScripts?: string[];
}>(async (app, { frameAncestors, storageOrigins = [], tileOrigins = [], inlineScripts = [] }) => {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets WebAssembly compile (hash-wasm's MD5 in the upload
        // worker); it allows no eval() of JavaScript. Inline, only index.html's own script, by its hash.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...inlineScripts],
        styleSrc: ["'self'"],
        // data: also carries Leaflet's own small images (layer icons in its CSS).
        imgSrc: ["'self'", 'data:', 'blob:', ...storageOrigins, ...tileOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...storageOrigins],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors,
      },
    },
    // The app itself decides what to show inside a frame (spec section 1).
    frameguard: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: clientKey,
    // Carries the wait to the error handler, which answers it in the caller's language.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Rate limit exceeded, retry in ${context.after}`), {
        statusCode: context.statusCode,
        retryAfterMs: context.ttl,
      }),
  });
});
