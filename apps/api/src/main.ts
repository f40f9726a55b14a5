import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { DatabaseLockedError } from './db/embedded-lock';
import { demoLoginsWarning } from './seed/demo-logins-warning';
import { seedDatabase } from './seed/seed-database';
import { ConfigError } from './lib/env-reader';
import { loadOrCreateKeys } from './lib/keys';
import { LogKeyMismatchError } from './modules/log/claim-log-key';
import { createStorage } from './lib/storage/create-storage';

/** Stops the start with the message alone (no stack): the operator has something to fix. */
function stopStarting(error: unknown): never {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseLockedError ||
    error instanceof LogKeyMismatchError
  ) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

// Before anything is opened or created: a value that does not parse stops here.
let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  stopStarting(error);
}
const database = await openDatabase({
  url: config.databaseUrl,
  migrationUrl: config.migrationDatabaseUrl,
  poolMax: config.databasePoolMax,
  dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
}).catch(stopStarting);
const keys = await loadOrCreateKeys(
  config.dataDir,
  config.jwtSecret,
  config.captcha.secret,
  config.log.signingKey,
).catch(stopStarting);
// The demo companies' documents go to the same store the files routes use.
const seeded = await seedDatabase(database.db, config.seed, {
  storage: createStorage(config, keys),
  signing: { keys, logOrigin: config.log.origin },
});
const app = await buildApp({ config, database, keys }).catch(stopStarting);
// Shown once, on the start that seeded it: the registry keeps only its SHA-256.
if (seeded.apiKey) {
  app.log.warn(
    `Demo API key of owner@demo.example's company (read, transfer, retire), shown this once: ${seeded.apiKey}`,
  );
}
const warning = await demoLoginsWarning(database.db, config);
if (warning) app.log.warn(warning);

let isClosing = false;
async function shutdown(signal: string) {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Registry ready at http://localhost:${config.port} (database: ${database.driver}${config.databaseUrl ? '' : `, ${config.dataDir}`})`,
);
