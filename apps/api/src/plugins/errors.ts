import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { CodeMessage } from '@registry/contract/common/envelope';
import { translate, translateReason } from '../i18n/messages';
import { DomainError } from '../lib/domain-error';
import { databaseFaultOf, describeError } from '../lib/describe-error';
import { fail } from '../lib/envelope';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: { params?: { reason?: unknown } };
}

/** The reason a schema gives for a refused field, in the caller's language. */
function reasonOf(lng: FastifyRequest['lng'], issue: ValidationIssue): string {
  const isMissing =
    issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '');
  const named = issue.params?.params?.reason;
  return translateReason(
    lng,
    isMissing ? 'required' : typeof named === 'string' ? named : issue.keyword,
  );
}

function sendValidationErrors(
  error: FastifyError & { validation: ValidationIssue[] },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const codeMessages: CodeMessage[] = error.validation.map((issue) => {
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
      error.validationContext ||
      'body';
    const reason = reasonOf(request.lng, issue);
    return {
      codeMessage: 'ERROR_INVALID_FIELD',
      field,
      message: translate(request.lng, 'ERROR_INVALID_FIELD', { field, reason }),
    };
  });
  return reply.code(400).send({ status: 0, codeMessages });
}

/**
 * Maps every error to the envelope, once, at the edge (STYLE.md): a refused
 * field is a 400 naming it; a domain error its own status; an error a Fastify
 * plugin gave a 4xx status keeps it (bad JSON, wrong content type, too large,
 * a broken multipart body); a value PostgreSQL refuses as data (SQLSTATE class
 * 22: NUL, out of range, bad syntax) is a 400; only the unexpected is a 500.
 * The log never holds a value the caller sent (lib/describe-error).
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lng = request.lng;
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendValidationErrors(
        error as FastifyError & { validation: ValidationIssue[] },
        request,
        reply,
      );
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
      // Malformed JSON, wrong content type, body too large, a broken multipart body ...
      return reply.code(error.statusCode).send(fail(lng, 'ERROR_BODY'));
    }
    const fault = databaseFaultOf(error);
    if (fault?.sqlState.startsWith('22')) {
      request.log.warn({ err: describeError(error) }, 'a value the database cannot store');
      return reply.code(400).send(fail(lng, 'ERROR_INVALID_VALUE'));
    }
    request.log.error({ err: describeError(error) }, 'unhandled error');
    return reply.code(500).send(fail(lng, 'ERROR_INTERNAL'));
  });
});
