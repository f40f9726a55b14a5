import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // *.pg.test.ts need a PostgreSQL server (roles, a second connection): the PostgreSQL run only.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL ? [] : ['src/**/*.pg.test.ts']),
    ],
    environment: 'node',
    setupFiles: ['./test/setup.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker imports the app once for all its files instead of once per file:
    // the API's import cost 2-4 s a file, over half of the suite's time. Each
    // file still builds its own app on its own database (test/test-app.ts);
    // module state shared across files is only caches and counters.
    isolate: false,
  },
});
