import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import api from './vitest.config';

/*
 * The API tests that guard the ledger's and the transparency log's actions,
 * which `npm run test:mutation:ledger` mutates (see stryker.ledger.config.mjs).
 */
export default defineConfig({
  ...api,
  test: {
    ...api.test,
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: [
      'src/modules/log/merkle.test.ts',
      'src/modules/log/checkpoint-note.test.ts',
      'src/modules/log/log.test.ts',
      // With ledger-concurrency.test.ts: its races guard the locks (lockBlock, reversals, closes).
      'src/modules/ledger/*.test.ts',
      // The transfer's mail: written to the outbox, nudged after the commit.
      'src/modules/outbox/*.test.ts',
    ],
    // One worker process for all files of a mutant's run: the modules load once,
    // not once per test file (each file opens its own app and database anyway).
    isolate: false,
  },
});
