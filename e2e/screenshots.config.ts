import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

/**
 * `npm run screenshots`: the main screens at 1366 px and 390 px in es, en and pt,
 * written to test-results/screenshots/ for a person to look at. Not part of npm test.
 */
export default defineConfig({
  ...journeys,
  testDir: './screenshots',
  reporter: [['list']],
  timeout: 300_000,
});
