import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import purgeCss from '@fullhuman/postcss-purgecss';
import type { Plugin as PostCssPlugin } from 'postcss';

const root = fileURLToPath(new URL('.', import.meta.url));

// @vitejs/plugin-react is hoisted next to vitest's Vite 8 and takes its types from
// there, while this app builds with its own Vite 7: same plugin API, different
// declaration files. The cast only bridges the two type copies.
const reactPlugin = react() as unknown as PluginOption;

/** Libraries every page needs, split by how often they change so browsers keep them cached. */
const VENDOR_CHUNKS: Record<string, readonly string[]> = {
  react: ['/node_modules/react/', '/node_modules/react-dom/', '/node_modules/scheduler/'],
  router: [
    '/node_modules/react-router/',
    '/node_modules/cookie/',
    '/node_modules/set-cookie-parser/',
  ],
  i18n: [
    '/node_modules/i18next',
    '/node_modules/react-i18next/',
    '/node_modules/html-parse-stringify/',
  ],
  // TanStack Query only: TanStack Table goes with the lazy screens whose tables use it.
  query: ['/node_modules/@tanstack/query-core/', '/node_modules/@tanstack/react-query/'],
  zod: ['/node_modules/zod/'],
};

/** The --bs-* properties the app's own stylesheets (each screen's CSS) read: the theme keeps them. */
function bootstrapVariablesOurStylesRead(): string[] {
  const styles = readdirSync(`${root}src`, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.css'),
  );
  const names = styles.flatMap((file) =>
    [...readFileSync(`${root}src/${file}`, 'utf8').matchAll(/var\((--bs-[\w-]+)/g)].map(
      (match) => match[1]!,
    ),
  );
  return [...new Set(names)];
}

/**
 * The theme's Bootstrap without the rules no screen uses (PurgeCSS), in the
 * build only: the classes the sources and index.html name, and those
 * react-bootstrap's components and the alerts put together at run time.
 * The libraries' own stylesheets (Leaflet, FilePond, ALTCHA) are left whole.
 */
function purgeTheme(): PostCssPlugin {
  const purge = purgeCss({
    content: [`${root}index.html`, `${root}src/**/*.{ts,tsx}`],
    skippedContentGlobs: ['**/*.test.{ts,tsx}'],
    // Bootstrap's custom properties no remaining rule of the theme, and no stylesheet of ours, reads.
    variables: true,
    safelist: {
      standard: [
        /^modal(-(?!fullscreen)|$)/,
        /^accordion/,
        /^collaps/,
        /^tooltip/,
        /^popover/,
        /^bs-(tooltip|popover)/,
        /^nav(-tabs|-item|-link)?$/,
        /^tab-/,
        /^alert-/,
        /^fade$/,
        /^show$/,
        /^active$/,
        /^disabled$/,
      ],
      variables: bootstrapVariablesOurStylesRead(),
    },
  }) as PostCssPlugin;
  return {
    postcssPlugin: 'purge-theme',
    OnceExit(css, helpers) {
      if (!css.source?.input.file?.replaceAll('\\', '/').endsWith('/src/styles/theme.scss')) return;
      return purge.OnceExit?.(css, helpers);
    },
  };
}

/** The front page's screen: its small chunk is preloaded with the first page's scripts. */
const FRONT_PAGE_SCREEN = '/src/features/home/components/home-page.tsx';

/**
 * Preloads the front page's screen chunk from index.html (issue 24): without
 * it, `/` fetched its screen only after the scripts had run, one more round
 * trip before its first paint. Other paths load theirs as before.
 */
function preloadFrontPage(): PluginOption {
  return {
    name: 'preload-front-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' &&
            output.facadeModuleId?.replaceAll('\\', '/').endsWith(FRONT_PAGE_SCREEN),
        );
        if (!chunk) throw new Error(`no chunk for ${FRONT_PAGE_SCREEN}`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/** The vendor chunks every page loads before its first paint (index.html preloads them). */
const FIRST_PAGE_VENDOR = /^assets\/(?:react|router|i18n|query)-[\w-]+\.js$/;

/**
 * TanStack Query's parts that only lazy screens use (mutations, infinite
 * lists): a chunk of their own, out of the query chunk every first page loads.
 * Named, not left out: a manual chunk takes in whatever its modules import,
 * and the package's index imports every part.
 */
const LAZY_QUERY_PARTS =
  /\/@tanstack\/(?:react-query|query-core)\/.*\/(?:useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/;

function pickVendorChunk(id: string): string | undefined {
  const normalized = id.replaceAll('\\', '/');
  if (LAZY_QUERY_PARTS.test(normalized)) return 'lazy-query';
  for (const [chunk, prefixes] of Object.entries(VENDOR_CHUNKS)) {
    if (prefixes.some((prefix) => normalized.includes(prefix))) return chunk;
  }
  return undefined;
}

export default defineConfig(({ command }) => ({
  root,
  plugins: [reactPlugin, preloadFrontPage()],
  resolve: {
    alias: [
      // React 19 has the hook the shim stands in for (react-i18next's only use of it).
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: `${root}src/lib/use-sync-external-store-shim.ts`,
      },
      // The build takes react-router's production bundle: its package exports
      // only the development one, whose warnings and checks cost the first page
      // half a kilobyte. Tests and the dev server keep the development one.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL(
                  '../../node_modules/react-router/dist/production/index.mjs',
                  import.meta.url,
                ),
              ),
            },
          ]
        : []),
    ],
  },
  css: {
    postcss: { plugins: command === 'build' ? [purgeTheme()] : [] },
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3's sources use Sass features Dart Sass now deprecates; the
        // warnings are theirs, not ours, and would drown the build's output.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // Terser, two passes, not esbuild's minifier: the first page's scripts come
    // out about 2 KB gzip smaller (issue 24), for some seconds more of build.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    // No modulepreload polyfill on the first page: every browser the registry
    // supports preloads modules itself, and one without it still loads each
    // chunk when it is imported, only without the head start.
    modulePreload: {
      polyfill: false,
      // A lazy screen need not preload what the first page has already loaded
      // (the vendor chunks it always loads): listing them in every screen's
      // preload table only made the first page's entry larger.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !FIRST_PAGE_VENDOR.test(dep)) : deps,
    },
    rollupOptions: {
      output: { manualChunks: pickVendorChunk },
    },
  },
}));
