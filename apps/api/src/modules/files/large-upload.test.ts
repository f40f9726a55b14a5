import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf } from '../../lib/file-inspection/test-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { logIn, type Session } from '../../../test/kit/session';
import { askUploadUrl, confirm, writeLayoutStreaming } from '../../../test/kit/uploads';

/*
 * A 200 MB file, written to disk by streaming, uploaded over real HTTP to the
 * embedded store's receiver, confirmed and scanned. The receiver streams to
 * disk: the process's memory must not grow by anything like the file's size.
 */

const SIZE_MB = 200;
let t: TestApp;
let uploader: Session;
let baseUrl = '';
const workDir = mkdtempSync(path.join(tmpdir(), 'registry-large-'));

beforeAll(async () => {
  t = await createTestApp();
  uploader = await logIn(t, 'generalaccount@demo.example');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await t.close();
  rmSync(workDir, { recursive: true, force: true });
});

/**
 * The browser's POST, from another process (so only the server's memory is
 * measured here): FormData with a file-backed Blob, which fetch streams from disk.
 */
const CLIENT = `
const { openAsBlob } = await import('node:fs');
const [url, fieldsJson, filePath, name, type] = process.argv.slice(1);
const form = new FormData();
for (const [key, value] of Object.entries(JSON.parse(fieldsJson))) form.append(key, value);
form.append('file', await openAsBlob(filePath, { type }), name);
const response = await fetch(url, { method: 'POST', body: form });
process.stdout.write(String(response.status));
`;

async function postFromAnotherProcess(url: string, fields: object, filePath: string, name: string) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      CLIENT,
      url,
      JSON.stringify(fields),
      filePath,
      name,
      'application/pdf',
    ],
    { timeout: 300_000 },
  );
  return Number(stdout);
}

/**
 * Samples the memory the process keeps alive in JS objects and buffers (heap
 * plus ArrayBuffers, where a buffered upload would sit) while `work` runs,
 * collecting garbage before each sample so that chunks already let go of do
 * not count; answers the work's result and the peak growth over the start.
 * The last-resort collection also finishes sweeping the ArrayBuffers it
 * frees: a plain one leaves that to a background thread, and on a busy
 * machine the upload's freed chunks still counted (up to +50 MB in CI).
 */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as (options?: object) => void;

function liveMemory(): number {
  collectGarbage({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

async function measurePeakGrowth<T>(work: () => Promise<T>) {
  const baseline = liveMemory();
  let peak = baseline;
  let isDone = false;
  let timer: NodeJS.Timeout | undefined;
  // Each sample waits at least four times as long as the last collection took,
  // so collecting never takes over a fifth of the time: in a worker that ran
  // other files before (isolate: false) the heap is large, a last-resort
  // collection takes long, and back-to-back ones starved the upload itself.
  const sample = () => {
    const started = performance.now();
    peak = Math.max(peak, liveMemory());
    if (!isDone) timer = setTimeout(sample, Math.max(250, 4 * (performance.now() - started)));
  };
  timer = setTimeout(sample, 250);
  try {
    const result = await work();
    peak = Math.max(peak, liveMemory());
    return { result, growth: peak - baseline };
  } finally {
    isDone = true;
    clearTimeout(timer);
  }
}

const MB = 1024 * 1024;

describe(`a ${SIZE_MB} MB upload on the embedded store`, () => {
  it(
    'is streamed to disk, confirmed and scanned without holding it in memory',
    { timeout: 600_000 },
    async () => {
      const filePath = path.join(workDir, 'big.pdf');
      const { size, md5 } = await writeLayoutStreaming(
        filePath,
        buildPdf({ fillerLength: SIZE_MB * MB }),
      );
      expect(size).toBeGreaterThan(SIZE_MB * MB);

      const asked = await askUploadUrl(t, uploader.token, {
        fileName: 'Monitoring report.pdf',
        contentType: 'application/pdf',
        size,
      });
      const uploadStarted = Date.now();
      const upload = await measurePeakGrowth(() =>
        postFromAnotherProcess(
          `${baseUrl}${asked.body.url}`,
          asked.body.fields ?? {},
          filePath,
          'Monitoring report.pdf',
        ),
      );
      const uploadMs = Date.now() - uploadStarted;
      expect(upload.result).toBe(204);

      const confirmStarted = Date.now();
      const confirmed = await measurePeakGrowth(() =>
        confirm(t, uploader.token, {
          route: asked.body.route ?? '',
          name: 'Monitoring report.pdf',
          md5,
        }),
      );
      const confirmMs = Date.now() - confirmStarted;
      expect(confirmed.result.body).toMatchObject({ status: 1, file: { size, md5 } });

      process.stdout.write(
        `[large upload] ${(size / MB).toFixed(1)} MB: upload ${uploadMs} ms ` +
          `(peak live memory +${(upload.growth / MB).toFixed(0)} MB), confirm with scan and MD5 ${confirmMs} ms ` +
          `(peak live memory +${(confirmed.growth / MB).toFixed(0)} MB)\n`,
      );
      // Buffering the file would keep at least its size alive, as reading it whole does.
      const buffered = await measurePeakGrowth(() => readFile(filePath));
      expect(buffered.growth).toBeGreaterThan(size * 0.9);
      expect(upload.growth).toBeLessThan(size / 4);
      expect(confirmed.growth).toBeLessThan(size / 4);
    },
  );
});
