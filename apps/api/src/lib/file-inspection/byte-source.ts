import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';

/**
 * Random access to a file's bytes, so the inspector reads only what it needs
 * (the head, the tail, a zip's central directory, an OLE2 directory) and never
 * a whole 1 GB upload.
 */
export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes from `offset`; fewer only at the end of the file. */
  read(offset: number, length: number): Promise<Uint8Array>;
}

export function createBytesSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    read: (offset, length) => {
      const start = Math.min(Math.max(offset, 0), bytes.length);
      return Promise.resolve(bytes.subarray(start, Math.min(start + length, bytes.length)));
    },
  };
}

export interface FileSource extends ByteSource {
  /** How many bytes were read from disk so far. */
  readonly bytesRead: number;
  close(): Promise<void>;
}

export async function openFileSource(path: string): Promise<FileSource> {
  const handle = await open(path, 'r');
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new Error(`Not a regular file: ${path}`);
    return createFileSource(handle, stats.size);
  } catch (error) {
    await handle.close();
    throw error;
  }
}

function createFileSource(handle: FileHandle, size: number): FileSource {
  let bytesRead = 0;
  return {
    size,
    get bytesRead() {
      return bytesRead;
    },
    async read(offset, length) {
      const start = Math.min(Math.max(offset, 0), size);
      const wanted = Math.max(0, Math.min(length, size - start));
      const buffer = Buffer.alloc(wanted);
      let filled = 0;
      while (filled < wanted) {
        const result = await handle.read(buffer, filled, wanted - filled, start + filled);
        if (result.bytesRead === 0) break; // the file shrank under us
        filled += result.bytesRead;
      }
      bytesRead += filled;
      return buffer.subarray(0, filled);
    },
    close: () => handle.close(),
  };
}
