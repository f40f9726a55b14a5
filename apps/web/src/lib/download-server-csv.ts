import { downloadCsv } from '../components/ui/csv';
import { attachmentFileName } from './attachment-file-name';
import { ApiError, PLATFORM_ID } from './api-client';
import { LANGUAGE_HEADER, PLATFORM_HEADER } from './contract-values';
import { readLanguage } from './language';
import { refusedDownloadError } from './refused-download';

/**
 * Downloads a CSV the API writes (every row, in the language). The API needs
 * the platform header, so it is fetched and handed to the browser as a file
 * under the name the API gives it; a refusal becomes an ApiError with its
 * messages.
 */
export async function downloadServerCsv(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(new URL(path, window.location.origin), {
      headers: { [PLATFORM_HEADER]: PLATFORM_ID, [LANGUAGE_HEADER]: readLanguage() },
    });
  } catch {
    throw new ApiError('Network error', null);
  }
  if (!response.ok) throw await refusedDownloadError(response, 'CSV');
  const fileName = attachmentFileName(response.headers.get('content-disposition')) ?? fallbackName;
  // text() drops the server's BOM; downloadCsv writes its own.
  downloadCsv(fileName, await response.text());
}
