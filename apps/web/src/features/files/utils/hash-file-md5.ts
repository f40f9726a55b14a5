import { createMD5 } from 'hash-wasm';

/** Bytes read at a time: big enough to be fast, small enough to keep memory flat on a 1 GB file. */
export const MD5_CHUNK_BYTES = 8 * 1024 * 1024;

export type Md5Progress = (hashedBytes: number, totalBytes: number) => void;

/**
 * The MD5 of the whole content of a file (spec section 7: computed in the
 * browser), read in chunks so a 1 GB file never sits in memory at once.
 * Runs in the MD5 worker; tests call it directly.
 */
export async function hashFileMd5(
  file: Blob,
  onProgress?: Md5Progress,
  chunkBytes = MD5_CHUNK_BYTES,
): Promise<string> {
  const md5 = await createMD5();
  md5.init();
  for (let start = 0; start < file.size; start += chunkBytes) {
    const end = Math.min(start + chunkBytes, file.size);
    md5.update(new Uint8Array(await file.slice(start, end).arrayBuffer()));
    onProgress?.(end, file.size);
  }
  if (file.size === 0) onProgress?.(0, 0);
  return md5.digest('hex');
}
