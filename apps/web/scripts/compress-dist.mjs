// After `vite build`: a brotli (.br) and a gzip (.gz) copy beside every text
// file of dist/, which the server sends by the browser's Accept-Encoding
// (@fastify/static's preCompressed). Made once at build, at the best ratio,
// instead of on every request. A copy that would not be smaller is not made.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/i;
/** Below this, the headers outweigh what compression saves. */
const MIN_BYTES = 1024;

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));

function* filesUnder(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of filesUnder(dist)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gzip = gzipSync(content, { level: 9 });
  if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
  count += 1;
  before += content.length;
  after += Math.min(brotli.length, content.length);
}
console.log(
  `compressed ${count} files: ${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB brotli`,
);
