import { CodeMessageSchema } from '@registry/contract/common/envelope';
import { ApiError } from './api-client';

/**
 * The ApiError of a file the API refused (an answer that is not 2xx): its
 * codeMessages when the body is the API's envelope, none otherwise.
 */
export async function refusedDownloadError(response: Response, what: string): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const messages = CodeMessageSchema.array().safeParse(
    (body as { codeMessages?: unknown } | null)?.codeMessages,
  );
  return new ApiError(
    `${what} refused (HTTP ${response.status})`,
    response.status,
    messages.success ? messages.data : [],
  );
}
