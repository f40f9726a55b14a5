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
  },
});
