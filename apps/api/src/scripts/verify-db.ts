import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DatabaseLockedError } from '../db/embedded-lock';
import { ConfigError } from '../lib/env-reader';
import { verifyDatabase } from '../modules/reconciliation/verify-database';

/*
 * npm run verify-db: checks the database npm start uses (same environment:
 * DATABASE_URL, or DATA_DIR's embedded one while npm start is stopped) at
 * rest (DESIGN.md 4.3, decision 027): the ledger's log replayed against the
 * blocks, every movement against its log event, the append-only triggers in
 * place. It changes nothing, not even the migrations. Exit code 0 when the
 * database agrees with its log, 1 with one line per difference, 2 when it
 * could not check.
 */

let database: Database | null = null;
try {
  const config = loadConfig();
  database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
    isMigrating: false,
  });
  const differences = await verifyDatabase(database.db);
  for (const difference of differences) process.stdout.write(`DIFFERENCE: ${difference}\n`);
  if (differences.length === 0) {
    process.stdout.write('The database agrees with its log: no difference found.\n');
  } else {
    process.stdout.write(
      `${String(differences.length)} difference(s): the database was changed outside the registry.\n`,
    );
    process.exitCode = 1;
  }
} catch (error) {
  const isKnown = error instanceof ConfigError || error instanceof DatabaseLockedError;
  const message = isKnown ? error.message : ((error as Error).stack ?? String(error));
  process.stderr.write(`Could not check the database: ${message}\n`);
  process.exitCode = 2;
} finally {
  await database?.close();
}
