import type { Envelope } from '@registry/contract/common/envelope';
import { ApiError } from '../../../lib/api-client';

/**
 * The answer when its status is 1; otherwise an ApiError carrying its
 * codeMessages (an envelope-only answer such as deleteCompany's parses even
 * when it is a refusal).
 */
export async function requireSuccess<T extends Envelope>(call: Promise<T>): Promise<T> {
  const answer = await call;
  if (answer.status !== 1) {
    // A refusal will not change by asking again: reported as a client error (no retry).
    throw new ApiError('The call was refused', 400, answer.codeMessages);
  }
  return answer;
}
