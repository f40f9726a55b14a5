import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '@registry/contract/api-keys/api-keys-api';
import type { Caller } from '../lib/caller';
import { DomainError, UnauthorizedError } from '../lib/domain-error';
import { callerOfApiKey } from '../modules/api-keys/api-key-caller';
import { loadCurrentCaller, verifyAccessToken } from '../modules/user/tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The scope an API key needs to call this route (DESIGN.md 4.6). A route
     * without one refuses every API key (403): keys reach only what names them.
     */
    apiKeyScope?: ApiKeyScope;
  }
  interface FastifyRequest {
    /** The caller (a user's session or an API key), set by app.authenticate. */
    caller: Caller | null;
  }
  interface FastifyInstance {
    /**
     * preHandler: answers 401 unless a valid, unexpired access token is presented
     * whose user and membership are still active (permits are read now).
     */
    authenticate(request: FastifyRequest): Promise<void>;
    /**
     * preHandler: answers 401 unless a valid, unexpired access token is
     * presented; the membership is NOT read. Only for routes whose one database
     * call checks the membership and permits itself (the ledger's movement
     * functions, DESIGN.md 4.3 "Cost").
     */
    authenticateTokenOnly(request: FastifyRequest): Promise<void>;
  }
}

/** The request's Bearer token; 401 without one. */
function bearerOf(request: FastifyRequest): string {
  // Stryker disable next-line StringLiteral: any other text without "Bearer " is refused the same way (401)
  const header = request.headers.authorization ?? '';
  // Stryker disable next-line StringLiteral: any other non-token is refused the same way (401)
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  // Stryker disable next-line ConditionalExpression: an empty token fails verification all the same (401); this only skips the work
  if (!token) throw new UnauthorizedError();
  return token;
}

/** The request's X-Api-Key, when it came with one. */
function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  return typeof header === 'string' ? header : header?.join(',');
}

/**
 * The caller of an API key on this route: 401 for an unknown or revoked key;
 * 403 on a route open to no key (ERROR_API_KEY_NOT_ACCEPTED) or to a scope
 * the key lacks (ERROR_API_KEY_SCOPE); 400 (ERROR_IDEMPOTENCY_KEY_REQUIRED) for a POST without an
 * Idempotency-Key, since a script's retry must never move credits twice.
 */
async function apiKeyCallerOf(
  app: FastifyInstance,
  request: FastifyRequest,
  secret: string,
): Promise<Caller> {
  const caller = await callerOfApiKey(app.database.db, secret, new Date());
  if (!caller?.apiKey) throw new UnauthorizedError();
  const scope = request.routeOptions.config.apiKeyScope;
  if (!scope) throw new DomainError('ERROR_API_KEY_NOT_ACCEPTED', 403);
  if (!caller.apiKey.scopes.includes(scope)) {
    throw new DomainError('ERROR_API_KEY_SCOPE', 403, { scope });
  }
  if (request.method === 'POST' && request.headers['idempotency-key'] === undefined) {
    throw new DomainError('ERROR_IDEMPOTENCY_KEY_REQUIRED', 400);
  }
  return caller;
}

export const authPlugin = fp(async (app) => {
  app.decorateRequest('caller', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const apiKey = apiKeyOf(request);
    if (apiKey !== undefined) {
      request.caller = await apiKeyCallerOf(app, request, apiKey);
      return;
    }
    const caller = await loadCurrentCaller(app.database.db, app.keys, bearerOf(request));
    if (!caller) throw new UnauthorizedError();
    request.caller = caller;
  });
  app.decorate('authenticateTokenOnly', async (request: FastifyRequest) => {
    const apiKey = apiKeyOf(request);
    if (apiKey !== undefined) {
      request.caller = await apiKeyCallerOf(app, request, apiKey);
      return;
    }
    const caller = await verifyAccessToken(app.keys, bearerOf(request));
    if (!caller) throw new UnauthorizedError();
    request.caller = caller;
  });
});

/** The caller of a route guarded by app.authenticate. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new UnauthorizedError();
  return request.caller;
}
