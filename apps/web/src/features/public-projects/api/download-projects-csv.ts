import { publicProjectsCsvPath } from '@registry/contract/projects/public-projects';
import { CodeMessageSchema } from '@registry/contract/common/envelope';
import { downloadCsv } from '../../../components/ui/csv';
import { ApiError, PLATFORM_ID } from '../../../lib/api-client';
import { LANGUAGE_HEADER, PLATFORM_HEADER } from '../../../lib/contract-values';
import { readLanguage } from '../../../lib/language';
import { attachmentFileName } from '../utils/attachment-file-name';

/**
 * Downloads the server's CSV of exactly the filter (every project, not only
 * the loaded pages). The API needs the platform header, so it is fetched and
 * handed to the browser as a file under the name the API gives it (in the
 * language); a refusal becomes an ApiError with its messages.
 */
export async function downloadProjectsCsv(query: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(new URL(publicProjectsCsvPath(query), window.location.origin), {
      headers: { [PLATFORM_HEADER]: PLATFORM_ID, [LANGUAGE_HEADER]: readLanguage() },
    });
  } catch {
    throw new ApiError('Network error', null);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const messages = CodeMessageSchema.array().safeParse(
      (body as { codeMessages?: unknown } | null)?.codeMessages,
    );
    throw new ApiError(
      `CSV refused (HTTP ${response.status})`,
      response.status,
      messages.success ? messages.data : [],
    );
  }
  // The API names the file in the language ("proyectos-2026-03-04.csv").
  const fileName = attachmentFileName(response.headers.get('content-disposition')) ?? 'projects';
  // text() drops the server's BOM; downloadCsv writes its own.
  downloadCsv(fileName, await response.text());
}
