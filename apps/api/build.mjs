// npm run build -w apps/api: the API as one JavaScript module for production
// (decision 038), so npm start runs compiled code instead of transforming
// TypeScript at every start. The contract's TypeScript is bundled in; the
// packages the API depends on stay in node_modules, and the migrations are
// copied beside the module (the database client reads them from its folder).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const dist = path.join(here, 'dist');
const manifest = (file) => JSON.parse(readFileSync(file, 'utf8'));
const installed = [path.join(here, 'package.json'), path.join(here, '../../package.json')]
  .map(manifest)
  .flatMap((pkg) => [
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
  ])
  .filter((name) => !name.startsWith('@registry/'));

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external: installed.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
