import type { Envelope } from '@registry/contract/common/envelope';
import { apiCall, ApiError, type ApiCall } from '../../../lib/api-client';

/** An API call of the projects that also fails on a status 0 answer, with its messages. */
export async function projectCall<T extends Envelope>(call: ApiCall<T>): Promise<T> {
  const answer = await apiCall(call);
  if (answer.status !== 1) {
    throw new ApiError('The project call failed', 200, answer.codeMessages);
  }
  return answer;
}
