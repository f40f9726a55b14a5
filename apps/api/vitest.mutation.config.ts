import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import api from './vitest.config';

/*
 * The API tests that guard the files `npm run test:mutation` mutates (see
 * stryker.config.mjs): logging in and out, lockouts, tokens, links between
 * companies, upload confirmation and scanning. The transparency log's and the
 * ledger's tests stay: they pass through plugins/auth.ts too (their own files
 * are mutated by test:mutation:ledger). Every other API test file also
 * passes through plugins/auth.ts; running them for each of its mutants would
 * take hours and prove nothing these do not.
 */
export default defineConfig({
  ...api,
  test: {
    ...api.test,
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: [
      'src/plugins/auth.test.ts',
      'src/modules/user/log-in.test.ts',
      'src/modules/user/record-login-failure.test.ts',
      'src/modules/user/session.test.ts',
      'src/modules/user/unknown-email-lockout.test.ts',
      'src/modules/company-links/can-read-company.test.ts',
      'src/modules/company-links/company-requests.test.ts',
      'src/modules/company-links/link-access.test.ts',
      'src/modules/company-links/link-guest.test.ts',
      'src/modules/company-links/link-users.test.ts',
      'src/modules/files/confirm-upload.test.ts',
      'src/modules/files/scan-object.test.ts',
      'src/modules/files/clamd-scan.test.ts',
      'src/modules/log/merkle.test.ts',
      'src/modules/log/checkpoint-note.test.ts',
      'src/modules/log/log.test.ts',
      'src/modules/ledger/ledger.test.ts',
      'src/modules/ledger/ledger-answers.test.ts',
      'src/modules/ledger/sub-accounts.test.ts',
      'src/modules/ledger/ledger-model.test.ts',
      'src/modules/ledger/certifier-reads.test.ts',
      'src/modules/ledger/idempotency.test.ts',
      'src/modules/ledger/units.test.ts',
      'src/modules/ledger/serial.test.ts',
      'src/modules/ledger/invariants.test.ts',
      'src/modules/ledger/movement-soundness.test.ts',
      'src/modules/ledger/company-suspended.test.ts',
      'src/modules/ledger/credits-received-mail.test.ts',
    ],
  },
});
