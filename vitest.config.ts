import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on this 2-core
    // machine, which left a core idle while a test file imported the app or
    // waited on its database.
    maxWorkers: 2,
    projects: ['packages/contract', 'apps/api', 'apps/web'],
  },
});
