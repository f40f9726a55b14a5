import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed/seed-database';
import { loadOrCreateKeys } from './lib/keys';
import { createStorage } from './lib/storage/create-storage';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
});
const keys = await loadOrCreateKeys(config.dataDir, config.jwtSecret, config.captcha.secret);
// The demo companies' documents go to the same store the files routes use.
await seedDatabase(database.db, config.seed, { storage: createStorage(config, keys) });
const app = await buildApp({ config, database, keys });

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
