import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_FILE_BYTES } from '@registry/contract/files/upload';
import { DomainError } from '../../lib/domain-error';
import { attachmentDisposition } from '../../lib/storage/content-disposition';
import { ObjectTooLargeError, type LocalStorage } from '../../lib/storage/local-storage';

/** Room for the form fields around a 1 GB file. */
const MULTIPART_OVERHEAD = 1024 * 1024;

const DownloadQuerySchema = z.object({
  name: z.string().optional(),
  type: z.string().optional(),
  expires: z.string().optional(),
  signature: z.string().optional(),
});

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
      schema: {
        description:
          'Embedded store only: the presigned-POST form of upload-url (multipart, fields first, the file last in "file"). 204 when kept.',
      },
    },
    async (request, reply) => {
      const part = await request.file();
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
        if (!(error instanceof ObjectTooLargeError)) throw error;
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
