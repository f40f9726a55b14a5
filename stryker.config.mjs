// Mutation testing of the security-relevant API code: `npm run test:mutation`
// (slow, not part of `npm test`). The report lands in reports/mutation/.
// The ledger and the transparency log have their own run: test:mutation:ledger.

// The API tests on PGlite, whatever the shell has set (the workers inherit this).
process.env.TEST_DATABASE_URL = '';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  // The API test files that guard these files (every API test passes through
  // plugins/auth.ts; running all of them per mutant would take hours).
  vitest: { configFile: 'apps/api/vitest.mutation.config.ts', related: false },
  // Each mutant runs only the tests that executed its code, active from the
  // test files' beforeAll hooks on (where most sessions are opened).
  coverageAnalysis: 'perTest',
  // Code that only runs while the app is built or a module loads (plugin
  // registration, constants) is covered by no test: such a mutant would need
  // every API test file, reloaded (over 20 minutes each). Those are left out
  // of the score (reported as ignored); code also reached by a test is kept.
  ignoreStatic: true,
  concurrency: 2,
  mutate: [
    'apps/api/src/plugins/auth.ts',
    'apps/api/src/modules/user/tokens.ts',
    'apps/api/src/modules/user/log-in.ts',
    'apps/api/src/modules/user/refresh-session.ts',
    'apps/api/src/modules/user/login-lockout.ts',
    'apps/api/src/modules/user/unknown-email-lockout.ts',
    'apps/api/src/modules/company-links/link-access.ts',
    'apps/api/src/modules/company-links/can-read-company.ts',
    'apps/api/src/modules/files/confirm-upload.ts',
    'apps/api/src/modules/files/scan-object.ts',
    // The transparency log's and the ledger's files are mutated by their own,
    // shorter run, `npm run test:mutation:ledger` (stryker.ledger.config.mjs);
    // the ledger and log tests stay listed below, as they also pass through auth.
  ],
  // Not copied to the sandbox: what no API test needs, and two slow suites that
  // check other things (a 200 MB upload's memory, random hostile bodies).
  ignorePatterns: [
    '/apps/web/dist',
    '/e2e',
    '/docs',
    '/data',
    '/test-results',
    '/coverage',
    '/apps/api/src/modules/files/large-upload.test.ts',
    '/apps/api/src/fuzz/fuzz.test.ts',
  ],
  tempDirName: 'reports/.stryker-tmp',
  // The first run executes every related API test file one after another; a
  // busy machine needs time before calling that or a mutant a timeout.
  dryRunTimeoutMinutes: 90,
  timeoutMS: 30_000,
  thresholds: { high: 90, low: 85, break: 85 },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  incrementalFile: 'reports/mutation/incremental.json',
};

export default config;
