import { hashFileMd5 } from '../utils/hash-file-md5';
import type { Md5Request, Md5WorkerMessage } from './md5-messages';

/** Hashes one file off the main thread, so a 1 GB file does not freeze the page. */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: Md5WorkerMessage) => scope.postMessage(message);

scope.onmessage = async ({ data }: MessageEvent<Md5Request>) => {
  try {
    const md5 = await hashFileMd5(data.file, (hashedBytes, totalBytes) =>
      post({ type: 'progress', hashedBytes, totalBytes }),
    );
    post({ type: 'done', md5 });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
