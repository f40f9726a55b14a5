import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import { UnauthorizedError } from '../lib/domain-error';
import { loadCurrentCaller, verifyAccessToken } from '../modules/user/tokens';

export interface Caller {
  userId: number;
  companyId: number;
  claims: TokenClaims;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in caller, set by app.authenticate. */
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

export const authPlugin = fp(async (app) => {
  app.decorateRequest('caller', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const caller = await loadCurrentCaller(app.database.db, app.keys, bearerOf(request));
    if (!caller) throw new UnauthorizedError();
    request.caller = caller;
  });
  app.decorate('authenticateTokenOnly', async (request: FastifyRequest) => {
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
