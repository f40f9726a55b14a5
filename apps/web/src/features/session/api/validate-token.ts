import type { ValidTokenResponse } from '@registry/contract/auth/session';
import { apiCall, type AnswerSchema } from '../../../lib/api-client';

export const VALID_TOKEN_PATH = '/user/validToken';

/*
 * Checked by hand: this call runs before a logged-in user's first page shows,
 * and waiting for the zod chunk there would delay it (docs/decisions/006).
 * validate-token.test.ts holds the check to the contract's schema.
 */
export const validTokenAnswer: AnswerSchema<ValidTokenResponse> = {
  safeParse(data: unknown) {
    if (typeof data !== 'object' || data === null) return { success: false };
    const { status, codeMessages, valid } = data as Record<string, unknown>;
    // Spec section 7: status 1 or true means success; the app reads 0 or 1.
    const number = status === true ? 1 : status === false ? 0 : status;
    const isAnswer =
      (number === 0 || number === 1) && Array.isArray(codeMessages) && typeof valid === 'boolean';
    if (!isAnswer) return { success: false };
    return { success: true, data: { ...(data as ValidTokenResponse), status: number } };
  },
};

/**
 * Asks the API whether an access token is valid (signed by it, not expired).
 * true or false when it answered; null when it could not be asked (network
 * failure, unexpected answer): then nobody knows, and the caller decides.
 */
export async function validateToken(token: string): Promise<boolean | null> {
  try {
    const answer = await apiCall({
      path: VALID_TOKEN_PATH,
      method: 'POST',
      body: { token },
      schema: validTokenAnswer,
    });
    return answer.status === 1 && answer.valid;
  } catch {
    return null;
  }
}
