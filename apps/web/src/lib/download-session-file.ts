import { CSV_URL_LIFETIME_MS } from '../components/ui/csv';
import { attachmentFileName } from './attachment-file-name';
import { ApiError, PLATFORM_ID, refreshSession, SessionExpiredError } from './api-client';
import { browserLocation } from './browser-location';
import { LANGUAGE_HEADER, PLATFORM_HEADER } from './contract-values';
import { readLanguage } from './language';
import { LOGIN_PATH } from './paths';
import { refusedDownloadError } from './refused-download';
import { clearTokens, readAccessToken } from './session';

async function requestFile(path: string, token: string | null): Promise<Response> {
  const headers = new Headers({
    [PLATFORM_HEADER]: PLATFORM_ID,
    [LANGUAGE_HEADER]: readLanguage(),
  });
  if (token) headers.set('authorization', `Bearer ${token}`);
  try {
    return await fetch(new URL(path, window.location.origin), { headers });
  } catch {
    throw new ApiError('Network error', null);
  }
}

function endSession(): never {
  clearTokens();
  browserLocation.assign(LOGIN_PATH);
  throw new SessionExpiredError();
}

/** Hands a Blob to the browser as a download under the name (an object URL behind a link). */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), CSV_URL_LIFETIME_MS);
}

/**
 * Downloads a file the API writes for the logged-in company (a report's CSV,
 * XLSX or PDF): fetched with the session's headers as apiCall sends them
 * (bearer token, platform, lng), on HTTP 401 one refresh and one repeat, and
 * saved under the name of its Content-Disposition (else fallbackName). A
 * refusal becomes an ApiError with the API's messages.
 *
 * `path` is the whole path, /api included (e.g. /api/platform/reports/carbon-tax.pdf?from=...).
 */
export async function downloadSessionFile(path: string, fallbackName: string): Promise<void> {
  const sentToken = readAccessToken();
  let response = await requestFile(path, sentToken);
  if (response.status === 401) {
    const current = readAccessToken();
    const isRenewedMeanwhile = current !== null && current !== sentToken;
    if (!isRenewedMeanwhile && !(await refreshSession())) endSession();
    response = await requestFile(path, readAccessToken());
    if (response.status === 401) endSession();
  }
  if (!response.ok) throw await refusedDownloadError(response, 'File');
  const fileName = attachmentFileName(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(fileName, await response.blob());
}
