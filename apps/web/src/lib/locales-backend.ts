import type { BackendModule, ResourceKey } from 'i18next';

/** A language or namespace as the app names them: nothing that could leave /locales/. */
const SAFE_SEGMENT = /^[\w-]+$/;

/** Where a namespace's texts in a language are served. */
export function localeFileUrl(language: string, namespace: string): string {
  return `/locales/${language}/${namespace}.json`;
}

type ReadResult = { texts: ResourceKey } | { error: string; mayRetry: boolean };

/** A namespace's file, or why it is not here and whether a second try may find it. */
async function fetchTexts(url: string): Promise<ReadResult> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    return { error: `failed loading ${url}: ${String(error)}`, mayRetry: true };
  }
  if (!response.ok) {
    const { status } = response;
    const mayRetry = status === 0 || (status >= 500 && status < 600);
    return { error: `failed loading ${url}; status code: ${status}`, mayRetry };
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The connection dropped while the file came: a network error too.
    return { error: `failed loading ${url}: ${String(error)}`, mayRetry: true };
  }
  try {
    return { texts: JSON.parse(text) as ResourceKey };
  } catch {
    return { error: `failed parsing ${url} to json`, mayRetry: false };
  }
}

/**
 * Fetches a namespace's file with the browser's plain fetch, the request
 * index.html preloads the default language's files with (same URL, mode and
 * credentials), so a preloaded answer is the one used. It replaces
 * i18next-http-backend, about 3 KB gzip on every first page (issue 24). The
 * retries are i18next's own (maxRetries, retryTimeout, doubling): a failed
 * read answers `true` as its data when a second try may pass (a network or
 * server error, as with that backend); a missing file (4xx) or one that is
 * not JSON is not asked for again.
 */
export const localesBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read(language, namespace, callback) {
    if (!SAFE_SEGMENT.test(language) || !SAFE_SEGMENT.test(namespace)) {
      callback(`no texts for ${language}/${namespace}`, false);
      return;
    }
    void fetchTexts(localeFileUrl(language, namespace)).then((result) => {
      if ('texts' in result) callback(null, result.texts);
      else callback(result.error, result.mayRetry);
    });
  },
};
