import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Md5Request, Md5WorkerMessage } from '../workers/md5-messages';
import { computeMd5 } from './compute-md5';
import { hashFileMd5 } from './hash-file-md5';

/**
 * A stand-in for the browser's Worker (jsdom has none) that runs the worker's
 * hashing code and posts what md5.worker.ts posts; it records how it was built
 * and whether it was ended.
 */
class FakeWorker {
  static instances: FakeWorker[] = [];
  /** The next hash never ends, as a big file's would not before a cancel. */
  static holdNext = false;
  onmessage: ((event: MessageEvent<Md5WorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  isTerminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.instances.push(this);
  }
  postMessage({ file }: Md5Request) {
    if (FakeWorker.holdNext) return;
    const post = (data: Md5WorkerMessage) => {
      if (!this.isTerminated) this.onmessage?.(new MessageEvent('message', { data }));
    };
    void hashFileMd5(
      file,
      (hashedBytes, totalBytes) => post({ type: 'progress', hashedBytes, totalBytes }),
      2,
    ).then((md5) => post({ type: 'done', md5 }));
  }
  terminate() {
    this.isTerminated = true;
  }
}

afterEach(() => {
  FakeWorker.instances = [];
  FakeWorker.holdNext = false;
  vi.unstubAllGlobals();
});

describe('computeMd5', () => {
  it('hashes in a module worker, reports progress and ends the worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const progress: number[] = [];
    const md5 = await computeMd5(new File(['abc'], 'abc.txt'), {
      onProgress: (done) => progress.push(done),
    });
    expect(md5).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(progress).toEqual([2, 3]);
    const [worker] = FakeWorker.instances;
    expect(worker?.url.pathname).toMatch(/md5\.worker\.ts$/);
    expect(worker?.options).toEqual({ type: 'module' });
    expect(worker?.isTerminated).toBe(true);
  });

  it('ends the worker and rejects with an AbortError when aborted', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.holdNext = true;
    const controller = new AbortController();
    const pending = computeMd5(new File(['abc'], 'abc.txt'), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.instances[0]?.isTerminated).toBe(true);
  });

  it('starts no worker for an already aborted signal', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    await expect(
      computeMd5(new File(['abc'], 'abc.txt'), { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.instances).toEqual([]);
  });

  it('rejects when the worker reports a failure', async () => {
    class FailingWorker extends FakeWorker {
      override postMessage() {
        this.onmessage?.(
          new MessageEvent('message', { data: { type: 'error', message: 'WebAssembly refused' } }),
        );
      }
    }
    vi.stubGlobal('Worker', FailingWorker);
    await expect(computeMd5(new File(['abc'], 'abc.txt'))).rejects.toThrow('WebAssembly refused');
    expect(FakeWorker.instances[0]?.isTerminated).toBe(true);
  });
});
