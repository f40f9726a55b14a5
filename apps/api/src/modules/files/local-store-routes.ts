import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@registry/contract/common/text';
import { MAX_FILE_BYTES } from '@registry/contract/files/upload';
import { DomainError } from '../../lib/domain-error';
import { attachmentDisposition } from '../../lib/storage/content-disposition';
import { ObjectTooLargeError, type LocalStorage } from '../../lib/storage/local-storage';

/** Room for the form fields around a 1 GB file. */
const MULTIPART_OVERHEAD = 1024 * 1024;

const DownloadQuerySchema = z.object({
  name: text(1024).optional(),
  type: text(255).optional(),
  expires: text(20).optional(),
  signature: text(128).optional(),
});

/**
 * A multipart body that cannot be read (no boundary, cut short, a malformed
 * part) is the caller's fault: busboy's errors carry no status, so they are
 * named here. A failure of the disk (an error with a syscall) stays a 500.
 */
function asBodyError(error: unknown): unknown {
  if (error instanceof DomainError || error instanceof ObjectTooLargeError) return error;
  if (typeof (error as { syscall?: unknown })?.syscall === 'string') return error;
  // A body that is not multipart at all: 415, as HTTP names it (the plugin says 406).
  if ((error as { code?: unknown })?.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return Object.assign(new Error('the request is not multipart'), { statusCode: 415 });
  }
  const status = (error as { statusCode?: unknown })?.statusCode;
  if (typeof status === 'number' && status < 500) return error;
  return new DomainError('ERROR_BODY', 400);
}

/**
 * The embedded store's stand-ins for S3 (DESIGN.md 1): POST /api/files/upload
 * takes a presigned-POST-style form (fields, then the file in "file") and
 * streams it to disk, answering 204 like S3; GET /api/files/object/{key}
 * serves a file through a signed, expiring link, as an attachment. Neither
 * needs a session or the platform header: the signature is the permission.
 */
export const localStoreRoutes: FastifyPluginAsyncZod<{ storage: LocalStorage }> = async (
  app,
  { storage },
) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 20, fieldSize: 4096, parts: 21 },
  });

  app.post(
    '/files/upload',
    {
      bodyLimit: MAX_FILE_BYTES + MULTIPART_OVERHEAD,
      // A 1 GB file on a slow line takes longer than REQUEST_TIMEOUT_MS; the idle
      // timeout still closes a connection that stops sending (decision 018).
      config: { hasRequestDeadline: false },
      schema: {
        description:
          'Embedded store only: the presigned-POST form of upload-url (multipart, fields first, the file last in "file"). 204 when kept.',
      },
    },
    async (request, reply) => {
      const part = await request.file().catch((error: unknown) => {
        throw asBodyError(error);
      });
      if (!part || part.fieldname !== 'file') throw new DomainError('ERROR_FILE_MISSING', 400);
      const fields: Record<string, string> = {};
      for (const [name, value] of Object.entries(part.fields)) {
        if (value && !Array.isArray(value) && value.type === 'field') {
          fields[name] = String(value.value);
        }
      }
      const check = storage.checkUploadForm(fields);
      if (!check.ok) {
        request.log.warn({ reason: check.reason }, 'upload form refused');
        // Stop reading a body that will not be kept; the client is told at once.
        void reply.header('connection', 'close');
        if (check.reason === 'missingFields') throw new DomainError('ERROR_FILE_MISSING', 400);
        throw new DomainError('ERROR_SIGNATURE', 403);
      }
      const { key, maxBytes } = check.permit;
      try {
        await storage.writeObject(key, part.file, maxBytes);
      } catch (error) {
        if (!(error instanceof ObjectTooLargeError)) throw asBodyError(error);
        void reply.header('connection', 'close');
        throw new DomainError('ERROR_FILE_TOO_LARGE', 400, { filesize: `${maxBytes} B` });
      }
      if (part.file.truncated) {
        await storage.deleteObject(key);
        throw new DomainError('ERROR_FILE_TOO_LARGE', 400, { filesize: `${MAX_FILE_BYTES} B` });
      }
      return reply.code(204).send();
    },
  );

  app.get(
    '/files/object/*',
    {
      schema: {
        description:
          'Embedded store only: a signed, expiring download link (name, type, expires, signature), served as an attachment.',
        querystring: DownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const check = storage.checkDownload(key, request.query);
      if (!check.ok) throw new DomainError('ERROR_SIGNATURE', 403);
      const stored = await storage.stat(key);
      if (!stored) throw new DomainError('ERROR_FILE_NOT_FOUND', 404);
      return reply
        .header('content-type', check.contentType || 'application/octet-stream')
        .header('content-length', stored.size)
        .header('content-disposition', attachmentDisposition(check.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(await storage.openReadStream(key));
    },
  );
};
