import { vi } from 'vitest';

/**
 * Catches the CSV downloads a test starts (object URLs and the link's click):
 * each file's name and Blob. Restore with vi.restoreAllMocks() after the test.
 */
export function captureCsvDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:csv';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { blobs, names };
}

/** A downloaded Blob as text, its byte order mark kept. */
export async function readCsvBlob(blob: Blob | undefined): Promise<string> {
  if (!blob) throw new Error('No CSV was downloaded');
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
}
