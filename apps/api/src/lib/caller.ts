import type { TokenClaims } from '@registry/contract/auth/token-claims';
import type { ApiKeyScope } from '@registry/contract/api-keys/api-keys-api';

/**
 * Who calls a route guarded by app.authenticate: a logged-in user of a
 * company, or an API key of that company acting for the admin who created it
 * (DESIGN.md 4.6). Both go through the same checks; a key reaches only the
 * routes that name one of its scopes (plugins/auth.ts).
 */
export interface Caller {
  userId: number;
  companyId: number;
  claims: TokenClaims;
  /** Set when the call came with an X-Api-Key rather than a session. */
  apiKey?: { id: number; scopes: readonly ApiKeyScope[] };
}
