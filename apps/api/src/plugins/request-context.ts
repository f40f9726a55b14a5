import fp from 'fastify-plugin';
import {
  LANGUAGE_HEADER,
  PLATFORM_HEADER,
  type Language,
  toLanguage,
} from '@registry/contract/common/language';
import { fail } from '../lib/envelope';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's interface language (lng header; es by default). */
    lng: Language;
  }
}

/**
 * Paths under /api a browser opens directly, without the platform header: the
 * docs, and the embedded file store's form receiver and signed links (which,
 * like S3's, carry their own signature), and the public transparency log, which
 * any verifier reads (npm run verify-log, decision 025).
 */
const OPEN_PATHS = [
  '/api/docs',
  '/api/files/upload',
  '/api/files/object',
  '/api/log',
  // A certificate's page and PDF: opened from a QR code or a plain link (DESIGN.md 4.4).
  '/api/public/certificates',
];

/** Reads lng on every request and refuses /api calls without the right platform header. */
export const requestContextPlugin = fp<{ platformId: string }>(async (app, { platformId }) => {
  app.decorateRequest('lng', 'es');
  app.addHook('onRequest', async (request, reply) => {
    request.lng = toLanguage(request.headers[LANGUAGE_HEADER]);
    const url = request.url;
    if (!url.startsWith('/api/') && url !== '/api') return;
    if (OPEN_PATHS.some((p) => url === p || url.startsWith(`${p}/`))) return;
    if (request.headers[PLATFORM_HEADER] !== platformId) {
      return reply.code(400).send(fail(request.lng, 'ERROR_PLATFORM'));
    }
  });
});
