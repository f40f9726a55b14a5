// Mutation testing of the ledger's and the transparency log's actions alone:
// `npm run test:mutation:ledger` (DESIGN.md 7: a score of at least 90% on
// them). The options of stryker.config.mjs, but only the ledger and log test
// files run, each mutant only against the tests that executed its code.
// The report lands in reports/mutation-ledger/.
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  ...base,
  vitest: { configFile: 'apps/api/vitest.mutation-ledger.config.ts', related: false },
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
    'apps/api/src/modules/ledger/replay-ledger.ts',
    'apps/api/src/modules/ledger/leaf-accounts.ts',
    'apps/api/src/modules/ledger/account-commitment.ts',
  ],
  // Nothing of the web app, the browser tests or earlier reports is needed.
  ignorePatterns: [...base.ignorePatterns, '/apps/web', '/reports'],
  tempDirName: 'reports/.stryker-tmp-ledger',
  // Only the ledger and log test files: the first run takes minutes, not an hour.
  dryRunTimeoutMinutes: 30,
  thresholds: { high: 90, low: 85, break: 90 },
  htmlReporter: { fileName: 'reports/mutation-ledger/index.html' },
  jsonReporter: { fileName: 'reports/mutation-ledger/mutation.json' },
  // A rerun tests again only the mutants whose code or covering tests changed,
  // and what an interrupted run left untested; `-- --force` tests all anew.
  // The incremental report is kept in the repository: a run from nothing takes
  // over an hour on two cores, a rerun after a change only minutes.
  incremental: true,
  incrementalFile: 'apps/api/test/mutation-ledger.incremental.json',
};

export default config;
