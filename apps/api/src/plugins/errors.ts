import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { CodeMessage } from '@registry/contract/common/envelope';
import { translate, translateReason } from '../i18n/messages';
import { DomainError } from '../lib/domain-error';
import { fail } from '../lib/envelope';

/** Maps every error to the envelope, once, at the edge (STYLE.md: typed errors mapped at the edge). */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lng = request.lng;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const codeMessages: CodeMessage[] = error.validation.map((issue) => {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          error.validationContext ||
          'body';
        const isMissing =
          issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '');
        const reason = translateReason(lng, isMissing ? 'required' : issue.keyword);
        return {
          codeMessage: 'ERROR_INVALID_FIELD',
          field,
          message: translate(lng, 'ERROR_INVALID_FIELD', { field, reason }),
        };
      });
      return reply.code(400).send({ status: 0, codeMessages });
    }
    if (error instanceof DomainError) {
      return reply.code(error.httpStatus).send(fail(lng, error.code, error.params, error.data));
    }
    if (error.statusCode === 429) {
      const retryAfterMs =
        (error as FastifyError & { retryAfterMs?: number }).retryAfterMs ?? 60_000;
      const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
      return reply.code(429).send(fail(lng, 'ERROR_RATE_LIMIT', { minutes }));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type, body too large ...
      return reply.code(error.statusCode).send(fail(lng, 'ERROR_BODY'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail(lng, 'ERROR_INTERNAL'));
  });
});
