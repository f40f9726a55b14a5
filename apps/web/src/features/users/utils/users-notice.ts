import type { CodeMessage } from '@registry/contract/common/envelope';

export const USERS_PATH = '/users';
export const NEW_USER_PATH = '/users/new';

/** What the new-user page hands to /users in the history state: the API's success messages. */
export interface UsersPageState {
  notice: CodeMessage[];
}

function isCodeMessage(value: unknown): value is CodeMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CodeMessage).message === 'string' &&
    typeof (value as CodeMessage).codeMessage === 'string'
  );
}

/** The success messages a navigation brought, or none. */
export function readNotice(state: unknown): CodeMessage[] {
  const notice = (state as Partial<UsersPageState> | null)?.notice;
  return Array.isArray(notice) ? notice.filter(isCodeMessage) : [];
}
