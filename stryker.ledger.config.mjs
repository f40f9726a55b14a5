// Mutation testing of the ledger's and the transparency log's actions alone:
// `npm run test:mutation:ledger` (DESIGN.md 7: a score of at least 90% on
// them). Only the ledger and log test files run, each mutant only against the
// tests that executed its code, so the run finishes on a 2-core machine.
// The report lands in reports/mutation-ledger/.

// The API tests on PGlite, whatever the shell has set (the workers inherit this).
process.env.TEST_DATABASE_URL = '';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'apps/api/vitest.mutation-ledger.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // Code run only while a module loads is covered by no test; see stryker.config.mjs.
  ignoreStatic: true,
  concurrency: 2,
  mutate: [
    'apps/api/src/modules/log/merkle.ts',
    'apps/api/src/modules/log/checkpoint-note.ts',
    'apps/api/src/modules/log/sequence-log.ts',
    'apps/api/src/modules/log/append-log-event.ts',
    'apps/api/src/modules/log/get-inclusion-proof.ts',
    'apps/api/src/modules/log/get-consistency-proof.ts',
    'apps/api/src/modules/log/log-tree.ts',
    'apps/api/src/modules/log/log-range.ts',
    'apps/api/src/modules/ledger/issue-credits.ts',
    'apps/api/src/modules/ledger/transfer-credits.ts',
    'apps/api/src/modules/ledger/convert-to-kg.ts',
    'apps/api/src/modules/ledger/lock-block.ts',
    'apps/api/src/modules/ledger/unlock-block.ts',
    'apps/api/src/modules/ledger/change-block-status.ts',
    'apps/api/src/modules/ledger/cancel-block.ts',
    'apps/api/src/modules/ledger/reverse-movement.ts',
    'apps/api/src/modules/ledger/sub-accounts.ts',
    'apps/api/src/modules/ledger/ledger-store.ts',
    'apps/api/src/modules/ledger/idempotency.ts',
    'apps/api/src/modules/ledger/units.ts',
    'apps/api/src/modules/ledger/serial.ts',
    'apps/api/src/modules/ledger/invariants.ts',
    'apps/api/src/modules/ledger/ledger-access.ts',
    'apps/api/src/modules/ledger/movement-soundness.ts',
    'apps/api/src/modules/ledger/credits-received-mail.ts',
  ],
  ignorePatterns: [
    '/apps/web',
    '/e2e',
    '/docs',
    '/data',
    '/test-results',
    '/coverage',
    '/reports',
    '/apps/api/src/modules/files/large-upload.test.ts',
    '/apps/api/src/fuzz/fuzz.test.ts',
  ],
  tempDirName: 'reports/.stryker-tmp-ledger',
  dryRunTimeoutMinutes: 30,
  timeoutMS: 30_000,
  thresholds: { high: 90, low: 85, break: 90 },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation-ledger/index.html' },
  jsonReporter: { fileName: 'reports/mutation-ledger/mutation.json' },
  // A rerun tests again only the mutants whose code or covering tests changed
  // (and what an interrupted run left); `-- --force` tests everything anew.
  incremental: true,
  incrementalFile: 'reports/mutation-ledger/incremental.json',
};

export default config;
