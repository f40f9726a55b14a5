// npm run bench:md5 [-- --size-mb 1024]: the MD5 of a generated 1 GB stream,
// hashed by the browser's own code (hashFileMd5 of the MD5 worker: hash-wasm's
// createMD5 fed 8 MB slices of a Blob) and by node:crypto for comparison.
// The bytes are generated slice by slice, as a Blob hands them out: only one
// 8 MB chunk is in memory at a time. Prints seconds and MB/s (MB = 2^20 bytes).
import { createHash, randomFillSync } from 'node:crypto';
import { parseArgs } from 'node:util';
// Node 24 strips the types of the web app's module: the benchmark runs the worker's code itself.
import {
  hashFileMd5,
  MD5_CHUNK_BYTES,
} from '../apps/web/src/features/files/utils/hash-file-md5.ts';

const MB = 1024 * 1024;
const { values } = parseArgs({ options: { 'size-mb': { type: 'string', default: '1024' } } });
const sizeMb = Number(values['size-mb']);
if (!Number.isInteger(sizeMb) || sizeMb < 1) {
  console.error('--size-mb must be a positive whole number');
  process.exit(2);
}
const size = sizeMb * MB;

/** 8 MB of random bytes; each chunk is a copy with its index stamped in, so no two are alike. */
const pattern = randomFillSync(new Uint8Array(MD5_CHUNK_BYTES));

function generate(start, end) {
  const chunk = new Uint8Array(end - start);
  chunk.set(pattern.subarray(0, chunk.length));
  new DataView(chunk.buffer).setFloat64(0, start / MD5_CHUNK_BYTES);
  return chunk;
}

/**
 * What hashFileMd5 uses of a Blob: its size, and slice(start, end).arrayBuffer().
 * Slices must start on a chunk boundary (hashFileMd5 asks for exactly those).
 */
const generatedBlob = {
  size,
  slice: (start, end) => ({ arrayBuffer: () => Promise.resolve(generate(start, end).buffer) }),
};

async function timed(label, run) {
  const started = performance.now();
  const digest = await run();
  const seconds = (performance.now() - started) / 1000;
  const rate = size / MB / seconds;
  console.log(
    `  ${label.padEnd(44)} ${seconds.toFixed(2).padStart(6)} s ${rate.toFixed(0).padStart(6)} MB/s`,
  );
  return { digest, seconds };
}

console.log(
  `MD5 of a generated ${sizeMb} MB stream in ${MD5_CHUNK_BYTES / MB} MB chunks ` +
    `(Node ${process.versions.node}, ${process.arch})`,
);
// Warm-up: load and compile the WebAssembly module, and warm both code paths.
await hashFileMd5({ ...generatedBlob, size: MD5_CHUNK_BYTES });

const generation = await timed('generating the chunks alone', async () => {
  for (let start = 0; start < size; start += MD5_CHUNK_BYTES) {
    generate(start, Math.min(start + MD5_CHUNK_BYTES, size));
  }
  return '';
});
const wasm = await timed('hash-wasm createMD5 (the browser worker)', () =>
  hashFileMd5(generatedBlob),
);
const native = await timed('node:crypto md5', async () => {
  const hash = createHash('md5');
  for (let start = 0; start < size; start += MD5_CHUNK_BYTES) {
    hash.update(generate(start, Math.min(start + MD5_CHUNK_BYTES, size)));
  }
  return hash.digest('hex');
});
console.log(
  `  (both times include generating the chunks, ${generation.seconds.toFixed(2)} s)\n` +
    `  digest ${wasm.digest}: ${wasm.digest === native.digest ? 'both agree' : `MISMATCH with ${native.digest}`}`,
);
if (wasm.digest !== native.digest) process.exit(1);
