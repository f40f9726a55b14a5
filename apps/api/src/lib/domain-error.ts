import type { MessageCode } from '../i18n/messages';

/** An expected failure of an action, mapped once at the edge to a codeMessage and HTTP status. */
export class DomainError extends Error {
  constructor(
    readonly code: MessageCode,
    readonly httpStatus = 400,
    readonly params: Record<string, string | number> = {},
    /** Extra data fields of the envelope (for example ammountAccess). */
    readonly data: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

export class UnauthorizedError extends DomainError {
  constructor() {
    super('ERROR_UNAUTHORIZED', 401);
    this.name = 'UnauthorizedError';
  }
}
