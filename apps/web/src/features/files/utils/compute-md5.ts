import type { Md5WorkerMessage } from '../workers/md5-messages';
import type { Md5Progress } from './hash-file-md5';

export interface ComputeMd5Options {
  onProgress?: Md5Progress;
  /** Aborting stops the worker at once and rejects with an AbortError. */
  signal?: AbortSignal;
}

/** computeMd5's shape, so the uploader can take another implementation in tests. */
export type ComputeMd5 = (file: Blob, options?: ComputeMd5Options) => Promise<string>;

const abortError = () => new DOMException('The MD5 computation was cancelled', 'AbortError');

/**
 * The MD5 of a file's whole content, computed by hash-wasm in a Web Worker
 * (one worker per file, ended when done or aborted).
 */
export const computeMd5: ComputeMd5 = (file, { onProgress, signal } = {}) =>
  new Promise<string>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const worker = new Worker(new URL('../workers/md5.worker.ts', import.meta.url), {
      type: 'module',
    });
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    function onAbort() {
      finish();
      reject(abortError());
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = ({ data }: MessageEvent<Md5WorkerMessage>) => {
      if (data.type === 'progress') {
        onProgress?.(data.hashedBytes, data.totalBytes);
        return;
      }
      finish();
      if (data.type === 'done') resolve(data.md5);
      else reject(new Error(data.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new Error(event.message || 'The MD5 worker failed'));
    };
    worker.postMessage({ file });
  });
