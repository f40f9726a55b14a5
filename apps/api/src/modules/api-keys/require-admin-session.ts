import type { Caller } from '../../lib/caller';
import { DomainError } from '../../lib/domain-error';

/**
 * API keys and webhooks are managed by the company's admins in a session: an
 * API key never manages them (403), nor does a member who is not an admin.
 */
export function requireAdminSession(caller: Caller): void {
  if (caller.claims.isAdminCompany !== 1 || caller.apiKey) {
    throw new DomainError('ERROR_FORBIDDEN', 403);
  }
}
