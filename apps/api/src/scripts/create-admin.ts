import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LanguageSchema } from '@registry/contract/common/language';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DatabaseLockedError } from '../db/embedded-lock';
import { seedDatabase } from '../seed/seed-database';
import { translate } from '../i18n/messages';
import { DomainError } from '../lib/domain-error';
import { ConfigError } from '../lib/env-reader';
import { createMailer } from '../lib/mailer';
import { createOperatorAdmin } from '../modules/users/create-operator-admin';

/*
 * npm run create-admin -- --email ops@x.org --company "Registry Operator"
 *   [--name "Ana"] [--lng es|en|pt] [--country CO]
 * The operator's certifier company and its admin, on the database npm start
 * uses (same environment), with a one-time link to set the password mailed
 * (SMTP_URL) or written to DATA_DIR/outbox. Exit code 0 when created.
 */

const USAGE =
  'Usage: npm run create-admin -- --email ops@example.org --company "Registry Operator" ' +
  '[--name "Ana"] [--lng es|en|pt] [--country CO]';

function stop(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function readOptions() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        company: { type: 'string' },
        name: { type: 'string' },
        lng: { type: 'string', default: 'es' },
        country: { type: 'string', default: 'CO' },
      },
      strict: true,
    }));
  } catch (error) {
    stop(`${(error as Error).message}\n${USAGE}`);
  }
  const lng = LanguageSchema.safeParse(values.lng);
  if (!values.email || !values.company || !lng.success) stop(USAGE);
  return { ...values, email: values.email, company: values.company, lng: lng.data };
}

/** The .eml files of the outbox (empty when it does not exist yet). */
function outboxFiles(outboxDir: string): Set<string> {
  try {
    return new Set(readdirSync(outboxDir));
  } catch {
    return new Set();
  }
}

const options = readOptions();
let database: Database | null = null;
try {
  const config = loadConfig();
  database = await openDatabase({
    url: config.databaseUrl,
    migrationUrl: config.migrationDatabaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
  });
  // Reference data (countries ...) on a database npm start has never seen; never the demo.
  await seedDatabase(database.db, 'none');
  const outboxDir = path.join(config.dataDir, 'outbox');
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir });
  const before = outboxFiles(outboxDir);
  const admin = await createOperatorAdmin({
    ctx: { db: database.db, mailer, publicUrl: config.publicUrl },
    input: {
      email: options.email,
      companyName: options.company,
      name: options.name,
      lng: options.lng,
      countryCode: options.country,
    },
  });
  const written = [...outboxFiles(outboxDir)].filter((file) => !before.has(file));
  const where = config.smtpUrl
    ? `sent through ${new URL(config.smtpUrl).host}`
    : `written to ${written.map((file) => path.join(outboxDir, file)).join(', ') || outboxDir}`;
  process.stdout.write(
    `Created the certifier company "${options.company.trim()}" (${admin.companyId}) ` +
      `and its administrator ${admin.email}.\n`,
  );
  if (admin.mailError) {
    process.stderr.write(
      `The mail with the link to set the password failed: ${admin.mailError.message}\n` +
        `${admin.email} can ask for a new link with "Forgot your password?" on the login page.\n`,
    );
    process.exitCode = 1;
  } else {
    process.stdout.write(
      `A one-time link to set the password (valid 7 days) was ${where} for ${admin.email}.\n`,
    );
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else if (error instanceof DomainError) {
    process.stderr.write(`Nothing was created: ${translate('en', error.code, error.params)}\n`);
  } else {
    throw error;
  }
  process.exitCode = 1;
} finally {
  await database?.close();
}
