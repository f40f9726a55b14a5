import { downloadCsv } from '../components/ui/csv';
import { attachmentFileName } from './attachment-file-name';
import { ApiError, PLATFORM_ID } from './api-client';
import { LANGUAGE_HEADER, PLATFORM_HEADER } from './contract-values';
import { readLanguage } from './language';
import { refusedDownloadError } from './refused-download';
import { saveBlob } from './download-session-file';

/** A public file of the API, fetched with the platform and language headers; a refusal as an ApiError. */
async function fetchServerFile(path: string, what: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(new URL(path, window.location.origin), {
      headers: { [PLATFORM_HEADER]: PLATFORM_ID, [LANGUAGE_HEADER]: readLanguage() },
    });
  } catch {
    throw new ApiError('Network error', null);
  }
  if (!response.ok) throw await refusedDownloadError(response, what);
  return response;
}

/**
 * Downloads a CSV the API writes (every row, in the language). The API needs
 * the platform header, so it is fetched and handed to the browser as a file
 * under the name the API gives it; a refusal becomes an ApiError with its
 * messages.
 */
export async function downloadServerCsv(path: string, fallbackName: string): Promise<void> {
  const response = await fetchServerFile(path, 'CSV');
  const fileName = attachmentFileName(response.headers.get('content-disposition')) ?? fallbackName;
  // text() drops the server's BOM; downloadCsv writes its own.
  downloadCsv(fileName, await response.text());
}

/** The same for any other file the API writes for anyone (an XLSX): saved as it comes. */
export async function downloadServerFile(path: string, fallbackName: string): Promise<void> {
  const response = await fetchServerFile(path, 'File');
  const fileName = attachmentFileName(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(fileName, await response.blob());
}
