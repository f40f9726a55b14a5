// `npm start`'s first step: builds the web app only when its sources changed
// since the build in apps/web/dist. The build leaves a fingerprint of what it
// was built from (a SHA-256 over the web app's and the contract's files and
// the lockfile, test files included, which cost a rebuild at worst); a start
// that finds the same fingerprint and the built index.html serves that build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const STAMP = path.join(dist, '.sources-sha256');
const SOURCES = ['apps/web', 'packages/contract', 'package-lock.json'];
const SKIPPED = new Set(['node_modules', 'dist', '.turbo']);

/** Every file under a source path, relative to the root, in a fixed order. */
function filesOf(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesOf(path.join(relative, entry.name)));
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(filesOf)) {
    hash.update(`${file.replaceAll('\\', '/')}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const wanted = fingerprint();
const built = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
if (built === wanted && existsSync(path.join(dist, 'index.html'))) {
  console.log('web app: built from these sources already (apps/web/dist), not rebuilt');
  process.exit(0);
}
const build = spawnSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit', shell: true });
if (build.status !== 0) process.exit(build.status ?? 1);
writeFileSync(STAMP, `${wanted}\n`);
