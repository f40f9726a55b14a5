import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openFileSource } from '../file-inspection/byte-source';
import { isSignatureValid, nowSeconds, signParts } from './local-signing';
import {
  isValidStorageKey,
  type DownloadUrlRequest,
  type ObjectByteSource,
  type ObjectStorage,
  type UploadForm,
  type UploadFormRequest,
} from './object-storage';

/** Where the browser POSTs files on the embedded store, and where signed downloads are served. */
export const LOCAL_UPLOAD_PATH = '/api/files/upload';
export const LOCAL_OBJECT_PATH = '/api/files/object';

/** Form fields of a local upload (S3's key and Content-Type, plus the signed limits). */
export const UPLOAD_FIELDS = {
  key: 'key',
  contentType: 'Content-Type',
  maxSize: 'x-registry-max-size',
  expires: 'x-registry-expires',
  signature: 'x-registry-signature',
} as const;

/** What a valid local upload form allows. */
export interface UploadPermit {
  key: string;
  contentType: string;
  maxBytes: number;
}

export type UploadFormCheck =
  | { ok: true; permit: UploadPermit }
  | { ok: false; reason: 'missingFields' | 'badSignature' | 'expired' | 'badKey' };

export type DownloadCheck =
  | { ok: true; key: string; fileName: string; contentType: string }
  | { ok: false; reason: 'badSignature' | 'expired' | 'badKey' };

export class ObjectTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the file is larger than ${maxBytes} bytes`);
    this.name = 'ObjectTooLargeError';
  }
}

/**
 * Files on local disk under `root` (DATA_DIR/files by default), with forms and
 * links signed like S3's presigned ones. Keys are checked against a strict
 * pattern and resolved inside root, so no path can escape it.
 */
export class LocalStorage implements ObjectStorage {
  readonly kind = 'local' as const;

  constructor(
    readonly root: string,
    private readonly secret: Uint8Array,
  ) {}

  /** The file of a key; throws on a key the server could not have made. */
  pathOf(key: string): string {
    if (!isValidStorageKey(key)) throw new Error('invalid storage key');
    const root = path.resolve(this.root);
    const file = path.resolve(root, key);
    if (!file.startsWith(`${root}${path.sep}`)) throw new Error('invalid storage key');
    return file;
  }

  async createUploadForm({
    key,
    contentType,
    maxBytes,
    expiresInSeconds,
  }: UploadFormRequest): Promise<UploadForm> {
    this.pathOf(key);
    const expires = nowSeconds() + expiresInSeconds;
    return Promise.resolve({
      url: LOCAL_UPLOAD_PATH,
      fields: {
        [UPLOAD_FIELDS.key]: key,
        [UPLOAD_FIELDS.contentType]: contentType,
        [UPLOAD_FIELDS.maxSize]: String(maxBytes),
        [UPLOAD_FIELDS.expires]: String(expires),
        [UPLOAD_FIELDS.signature]: signParts(this.secret, [
          'upload',
          key,
          contentType,
          maxBytes,
          expires,
        ]),
      },
    });
  }

  /** Checks the fields of a posted form: signature first, then expiry and key. */
  checkUploadForm(fields: Record<string, string | undefined>, now = Date.now()): UploadFormCheck {
    const key = fields[UPLOAD_FIELDS.key];
    const contentType = fields[UPLOAD_FIELDS.contentType];
    const maxSize = fields[UPLOAD_FIELDS.maxSize];
    const expires = fields[UPLOAD_FIELDS.expires];
    const signature = fields[UPLOAD_FIELDS.signature];
    if (!key || contentType === undefined || !maxSize || !expires || !signature) {
      return { ok: false, reason: 'missingFields' };
    }
    const parts = ['upload', key, contentType, maxSize, expires];
    if (!isSignatureValid(this.secret, parts, signature))
      return { ok: false, reason: 'badSignature' };
    if (!/^\d+$/.test(expires) || Number(expires) < nowSeconds(now)) {
      return { ok: false, reason: 'expired' };
    }
    if (!isValidStorageKey(key)) return { ok: false, reason: 'badKey' };
    return { ok: true, permit: { key, contentType, maxBytes: Number(maxSize) } };
  }

  /**
   * Streams a body to the key's file: into a temporary file beside it, renamed
   * when complete, so a reader never sees half a file. More than maxBytes
   * stops the copy and throws ObjectTooLargeError. Answers the size written.
   */
  async writeObject(key: string, body: Readable, maxBytes: number): Promise<number> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomUUID()}.part`;
    let size = 0;
    // Opened before the copy starts: a stream that opened its file by itself
    // could create it after a refused copy was already cleaned up.
    const handle = await open(partial, 'wx', 0o600);
    try {
      await pipeline(
        body,
        async function* limit(source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            size += chunk.length;
            if (size > maxBytes) throw new ObjectTooLargeError(maxBytes);
            yield chunk;
          }
        },
        handle.createWriteStream(),
      );
      await rename(partial, file);
      return size;
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async putObject(key: string, body: Uint8Array): Promise<void> {
    await this.writeObject(key, Readable.from([Buffer.from(body)]), body.length);
  }

  async createDownloadUrl({
    key,
    fileName,
    contentType,
    expiresInSeconds,
  }: DownloadUrlRequest): Promise<string> {
    this.pathOf(key);
    const expires = nowSeconds() + expiresInSeconds;
    const signature = signParts(this.secret, ['download', key, fileName, contentType, expires]);
    const query = new URLSearchParams({
      name: fileName,
      type: contentType,
      expires: String(expires),
      signature,
    });
    return Promise.resolve(`${LOCAL_OBJECT_PATH}/${key}?${query.toString()}`);
  }

  /** Checks a download link's key and query (name, type, expires, signature). */
  checkDownload(
    key: string,
    query: Record<string, string | undefined>,
    now = Date.now(),
  ): DownloadCheck {
    const { name, type, expires, signature } = query;
    if (name === undefined || type === undefined || !expires || !signature) {
      return { ok: false, reason: 'badSignature' };
    }
    const parts = ['download', key, name, type, expires];
    if (!isSignatureValid(this.secret, parts, signature))
      return { ok: false, reason: 'badSignature' };
    if (!/^\d+$/.test(expires) || Number(expires) < nowSeconds(now)) {
      return { ok: false, reason: 'expired' };
    }
    if (!isValidStorageKey(key)) return { ok: false, reason: 'badKey' };
    return { ok: true, key, fileName: name, contentType: type };
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const stats = await stat(this.pathOf(key));
      return stats.isFile() ? { size: stats.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  openReadStream(key: string): Promise<Readable> {
    return Promise.resolve(createReadStream(this.pathOf(key), { highWaterMark: 256 * 1024 }));
  }

  async openByteSource(key: string): Promise<ObjectByteSource> {
    return openFileSource(this.pathOf(key));
  }

  async moveObject(fromKey: string, toKey: string): Promise<void> {
    const to = this.pathOf(toKey);
    await mkdir(path.dirname(to), { recursive: true });
    const from = this.pathOf(fromKey);
    await rename(from, to);
    await removeEmptyDirectory(path.dirname(from));
  }

  async deleteObject(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    await removeEmptyDirectory(path.dirname(file));
  }
}

/** Each upload has a directory of its own; it goes with its last file (a non-empty one stays). */
async function removeEmptyDirectory(directory: string): Promise<void> {
  try {
    await rmdir(directory);
  } catch {
    // not empty, or already gone
  }
}
