import type { Readable } from 'node:stream';
import type { ByteSource } from '../file-inspection/byte-source';

/** A form the browser POSTs a file with: the url, and fields sent before the file. */
export interface UploadForm {
  url: string;
  fields: Record<string, string>;
}

export interface UploadFormRequest {
  /** Storage key of the object: server-generated, never from a user. */
  key: string;
  contentType: string;
  /** The largest file the form accepts, in bytes. */
  maxBytes: number;
  expiresInSeconds: number;
}

export interface DownloadUrlRequest {
  key: string;
  /** The name the browser saves the file under (Content-Disposition: attachment). */
  fileName: string;
  contentType: string;
  expiresInSeconds: number;
}

/** Random access to a stored object, for the inspector; close it when done. */
export interface ObjectByteSource extends ByteSource {
  close(): Promise<void>;
}

/**
 * Where uploaded files live (DESIGN.md 1 and 6): local disk with a presigned-POST
 * emulation, or any S3-compatible store. The browser uploads and downloads
 * directly with signed forms and links; the API reads objects to scan them.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** A signed form that accepts exactly this key, content type and size, until it expires. */
  createUploadForm(request: UploadFormRequest): Promise<UploadForm>;
  /** A signed link that downloads the object as an attachment, until it expires. */
  createDownloadUrl(request: DownloadUrlRequest): Promise<string>;
  /**
   * Stores small bytes at a key the server chose (the demo seed's documents;
   * users' files always arrive through a signed form).
   */
  putObject(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object's size, or null when there is no such object. */
  stat(key: string): Promise<{ size: number } | null>;
  /** The whole object, as a stream (for the MD5 and the virus scanner). */
  openReadStream(key: string): Promise<Readable>;
  /** Random access to the object (for the inspector, which reads only a few parts). */
  openByteSource(key: string, size: number): Promise<ObjectByteSource>;
  /**
   * Moves an object to a key no form can write (an upload is moved out of reach
   * of its still-valid form before it is scanned, so it cannot be swapped after).
   */
  moveObject(fromKey: string, toKey: string): Promise<void>;
  /** Removes the object; removing a missing one is not an error. */
  deleteObject(key: string): Promise<void>;
}

/** Keys are made by the server: segments of letters, digits, dot, dash, underscore. */
const KEY_PATTERN =
  /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,199})(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}){0,9}$/;

/** Whether a key is one the server could have made (no "..", no absolute path, no odd characters). */
export function isValidStorageKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key) && !key.split('/').includes('..');
}
