import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { fail } from '../lib/envelope';

/** Requests for a static file that is missing get a 404, not the app (a JWT in /auth/{token} has dots too). */
const STATIC_FILE =
  /^\/(assets|locales)\/|\.(js|mjs|css|map|json|svg|png|jpe?g|gif|webp|ico|woff2?|ttf|txt|xml|webmanifest)$/i;

/**
 * Serves the built web app at / and answers every other GET that is not an API
 * call or a file with index.html, so client routes survive a reload.
 */
export const webPlugin = fp<{ webDist: string }>(async (app, { webDist }) => {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build leaves .br and .gz copies beside the files (apps/web/scripts/
      // compress-dist.mjs): sent by Accept-Encoding, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(res, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isFile = STATIC_FILE.test(request.url.split('?')[0] ?? '');
    if (!isApi && !isFile && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(fail(request.lng, 'ERROR_NOT_FOUND'));
  });
});
