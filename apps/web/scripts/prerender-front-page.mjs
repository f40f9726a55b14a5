// After `vite build`, before compress-dist: the front page as a visitor in the
// default language first sees it, rendered into dist/index.html (issue 24).
// `/` then paints with its HTML and stylesheet instead of after the scripts
// have come and run; the app renders the same page over it. The page is
// rendered by the app's own code (src/app/front-page-prerender.tsx, built for
// Node into a scratch folder that is removed after), with the default
// language's texts from dist/locales. index.html's inline script hides it
// from anyone it is not for: another page, a stored session or language, a frame.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const scratch = path.join(web, '.prerender');
const ENTRY = 'src/app/front-page-prerender.tsx';
const ROOT = '<div id="root"></div>';

try {
  await build({
    root: web,
    logLevel: 'warn',
    build: { ssr: ENTRY, outDir: scratch, emptyOutDir: true, minify: false, copyPublicDir: false },
  });
  const { renderFrontPage, FRONT_PAGE_NAMESPACES, DEFAULT_LANGUAGE } = await import(
    pathToFileURL(path.join(scratch, 'front-page-prerender.js')).href
  );
  const texts = Object.fromEntries(
    FRONT_PAGE_NAMESPACES.map((namespace) => [
      namespace,
      JSON.parse(
        readFileSync(path.join(dist, 'locales', DEFAULT_LANGUAGE, `${namespace}.json`), 'utf8'),
      ),
    ]),
  );
  const page = await renderFrontPage(texts);
  const indexFile = path.join(dist, 'index.html');
  const index = readFileSync(indexFile, 'utf8');
  if (!index.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT}`);
  writeFileSync(
    indexFile,
    index.replace(ROOT, `<div id="root"><div data-prerendered inert>${page}</div></div>`),
  );
  console.log(`front page prerendered into dist/index.html (${page.length} characters)`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
