import { useCallback, useMemo, useState } from 'react';
import { downloadAllCompanyDocuments } from '../api/download-all-company-documents';
import { downloadCompanyDocument } from '../api/download-company-document';
import { downloadCompanyMedia } from '../api/download-company-media';
import { openInNewWindow } from '../utils/open-in-new-window';

/** Whether a download call gave links, and so opened windows. */
export type DownloadOutcome = 'opened' | 'nothing';

/** Runs a download call and opens every link it gives; "if no status is reported nothing happens". */
async function openLinks(
  call: () => Promise<{ status: 0 | 1; url?: string; urls?: string[] }>,
): Promise<DownloadOutcome> {
  try {
    const answer = await call();
    const urls = answer.urls ?? (answer.url ? [answer.url] : []);
    if (answer.status !== 1 || urls.length === 0) return 'nothing';
    urls.forEach(openInNewWindow);
    return 'opened';
  } catch {
    return 'nothing';
  }
}

/** One document's link (GET companiesDocuments/download/{id}), opened in a new window. */
export const downloadDocument = (id: number) => openLinks(() => downloadCompanyDocument(id));

/** Every current file of the group (download-all with the group's first document id), each in a new window. */
export const downloadAllDocuments = (firstDocumentId: number) =>
  openLinks(() => downloadAllCompanyDocuments(firstDocumentId));

/** A logo's link (GET companiesMedia/download/{id}), opened in a new window. */
export const downloadLogo = (mediaId: number) => openLinks(() => downloadCompanyMedia(mediaId));

export interface Downloads {
  /** True while a link is being prepared: show <LoadingOverlay show={isPreparing} />. */
  isPreparing: boolean;
  downloadDocument: (id: number) => Promise<DownloadOutcome>;
  downloadAllDocuments: (firstDocumentId: number) => Promise<DownloadOutcome>;
  downloadLogo: (mediaId: number) => Promise<DownloadOutcome>;
}

/**
 * The download calls of spec section 7 with a flag for the loading overlay
 * ("while a download is being prepared"). A refused or failed call opens
 * nothing and says nothing, as the spec asks.
 */
export function useDownload(): Downloads {
  const [pending, setPending] = useState(0);
  const track = useCallback(
    <A extends unknown[]>(download: (...args: A) => Promise<DownloadOutcome>) =>
      async (...args: A) => {
        setPending((count) => count + 1);
        try {
          return await download(...args);
        } finally {
          setPending((count) => count - 1);
        }
      },
    [],
  );
  const actions = useMemo(
    () => ({
      downloadDocument: track(downloadDocument),
      downloadAllDocuments: track(downloadAllDocuments),
      downloadLogo: track(downloadLogo),
    }),
    [track],
  );
  return { isPreparing: pending > 0, ...actions };
}
