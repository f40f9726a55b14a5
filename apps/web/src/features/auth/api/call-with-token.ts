import { API_BASE_PATH, ApiError, PLATFORM_ID, type AnswerSchema } from '../../../lib/api-client';
import { LANGUAGE_HEADER, PLATFORM_HEADER } from '../../../lib/contract-values';
import { readLanguage } from '../../../lib/language';

/**
 * A call with a token that is not (yet) stored: the session of a login whose
 * company must accept the terms first lives only in memory until then (spec
 * section 4). The stored-session client would send the stored token and, on
 * 401, refresh it; here a 401 only means this token has expired.
 */
export async function callWithToken<T>({
  path,
  method = 'GET',
  body,
  token,
  schema,
}: {
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  token: string;
  schema: AnswerSchema<T>;
}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(new URL(`${API_BASE_PATH}${path}`, window.location.origin), {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        [PLATFORM_HEADER]: PLATFORM_ID,
        [LANGUAGE_HEADER]: readLanguage(),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('Network error', null);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(`Unreadable answer (HTTP ${response.status})`, response.status);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new ApiError(`Unexpected answer (HTTP ${response.status})`, response.status);
  return parsed.data;
}
