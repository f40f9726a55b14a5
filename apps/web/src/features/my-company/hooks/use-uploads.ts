import { useCallback, useMemo, useState } from 'react';
import type { UploadedFile } from '@registry/contract/files/upload';
import type { UploadsByType } from '../utils/documents-by-type';

/**
 * The files uploaded in a tab's edit state, by uploader (a document type id,
 * or 'logo'), and whether any uploader is still working (Save waits for it).
 */
export function useUploads() {
  const [uploads, setUploads] = useState<UploadsByType>({});
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const setFiles = useCallback((key: string, files: UploadedFile[]) => {
    setUploads((current) => ({ ...current, [key]: files }));
  }, []);

  const setBusyOf = useCallback((key: string, isBusy: boolean) => {
    setBusy((current) => {
      if (current.has(key) === isBusy) return current;
      const next = new Set(current);
      if (isBusy) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const reset = useCallback(() => {
    setUploads({});
    setBusy(new Set());
  }, []);

  return useMemo(
    () => ({ uploads, isBusy: busy.size > 0, setFiles, setBusy: setBusyOf, reset }),
    [uploads, busy, setFiles, setBusyOf, reset],
  );
}

export type Uploads = ReturnType<typeof useUploads>;
