// npm run bench:bundle: builds the web app and prints the gzip size of the
// JavaScript the first page loads (index.html's module script and the chunks it
// preloads) and of the largest lazy chunk. With --check it fails above the budget.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
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
