/** What the MD5 worker receives: the file to hash. */
export interface Md5Request {
  file: Blob;
}

/** What the MD5 worker posts back: progress after each chunk, then the digest or a failure. */
export type Md5WorkerMessage =
  | { type: 'progress'; hashedBytes: number; totalBytes: number }
  | { type: 'done'; md5: string }
  | { type: 'error'; message: string };
