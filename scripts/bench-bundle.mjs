// npm run bench:bundle: builds the web app, prints the gzip size of the
// JavaScript the first page loads (index.html's module script and the chunks it
// preloads) and of its stylesheets against their budgets, and the largest lazy
// chunk, then starts the
// registry on the build and prints the first page's bytes as the server sends
// them (index.html, its scripts and styles) to a browser that accepts brotli,
// one that accepts only gzip, and one that accepts neither.
// With --check it fails above either budget: growth is a decision, not a drift
// (issue 24 aims the JavaScript at 120 KB, then 100).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 119;
const CSS_BUDGET_KB = 15;
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');

const build = spawnSync('npm run build -w @registry/web --silent', {
  cwd: root,
  stdio: 'inherit',
  shell: true,
});
if (build.status !== 0) process.exit(build.status ?? 1);

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const firstPage = new Set(
  [
    ...html.matchAll(
      /<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g,
    ),
  ].map((m) => m[1].replace(/^\//, '')),
);
const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map((m) =>
  m[1].replace(/^\//, ''),
);
const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const chunks = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ file: `assets/${f}`, kb: gzipKb(`assets/${f}`) }));
const initial = chunks.filter((c) => firstPage.has(c.file));
const lazy = chunks.filter((c) => !firstPage.has(c.file)).sort((a, b) => b.kb - a.kb);
const initialKb = initial.reduce((n, c) => n + c.kb, 0);

console.log('\nfirst page JavaScript (gzip):');
for (const c of initial) console.log(`  ${c.file.padEnd(48)} ${c.kb.toFixed(1)} KB`);
console.log(`  total${' '.repeat(44)}${initialKb.toFixed(1)} KB (budget ${BUDGET_KB} KB)`);
console.log(
  `lazy chunks: ${lazy.length}; largest: ${lazy[0] ? `${lazy[0].file} ${lazy[0].kb.toFixed(1)} KB` : 'none'}`,
);

const cssKb = styles.reduce((n, file) => n + gzipKb(file), 0);
console.log('\nfirst page CSS (gzip):');
for (const file of styles) console.log(`  ${file.padEnd(48)} ${gzipKb(file).toFixed(1)} KB`);
console.log(`  total${' '.repeat(44)}${cssKb.toFixed(1)} KB (budget ${CSS_BUDGET_KB} KB)`);

if (initial.length === 0) {
  console.error('no module script found in index.html');
  process.exit(1);
}
if (process.argv.includes('--check') && initialKb > BUDGET_KB) {
  console.error(
    `the first page loads ${initialKb.toFixed(1)} KB gzip of JavaScript, over the ${BUDGET_KB} KB budget`,
  );
  process.exit(1);
}
if (process.argv.includes('--check') && cssKb > CSS_BUDGET_KB) {
  console.error(
    `the first page loads ${cssKb.toFixed(1)} KB gzip of CSS, over the ${CSS_BUDGET_KB} KB budget`,
  );
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The bytes the server sends for a path (undecoded) and the encoding it says. */
function fetchRaw(port, urlPath, acceptEncoding) {
  return new Promise((resolve, reject) => {
    // The API asks every caller for the platform header; files do not need it.
    const headers = { platform: 'carbon-registry' };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    const req = request({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({ status: res.statusCode, bytes, encoding: res.headers['content-encoding'] }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitForHealth(port, server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the registry exited (${server.exitCode})`);
    const ok = await fetchRaw(port, '/api/health').then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the registry did not start within 120 s');
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-bundle-'));
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED: 'none',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitForHealth(port, server);
  const paths = ['/', ...[...firstPage, ...styles].map((file) => `/${file}`)];
  const browsers = [
    ['brotli', 'gzip, deflate, br, zstd'],
    ['gzip only', 'gzip, deflate'],
    ['neither', ''],
  ];
  console.log('\nfirst page as sent (index.html, its scripts and styles):');
  const totals = [];
  for (const [name, accept] of browsers) {
    let total = 0;
    const encodings = new Set();
    for (const urlPath of paths) {
      const answer = await fetchRaw(port, urlPath, accept);
      if (answer.status !== 200) throw new Error(`${urlPath} answered ${answer.status}`);
      total += answer.bytes;
      encodings.add(answer.encoding ?? 'identity');
    }
    totals.push(total);
    console.log(
      `  ${name.padEnd(10)} ${(total / 1024).toFixed(1).padStart(7)} KB in ${paths.length} files (${[...encodings].join(', ')})`,
    );
  }
  const [brotli, gzip, neither] = totals;
  if (process.argv.includes('--check') && !(brotli < gzip && gzip < neither)) {
    console.error("the server does not send the build's brotli and gzip copies");
    process.exitCode = 1;
  }
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
