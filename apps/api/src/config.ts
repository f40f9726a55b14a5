import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BankDetails } from '@registry/contract/billing/billing-api';
import { chooseSeed, SEED_MODES, type SeedMode } from './seed/choose-seed';
import { EnvReader, type RateLimitSetting } from './lib/env-reader';
import { readMarketsConfig, type MarketsConfig } from './modules/markets/markets-config';

/** WEBHOOK_PRIVATE_ADDRESSES: whether webhooks may reach private, loopback and link-local addresses. */
export const PRIVATE_ADDRESSES = ['allow', 'refuse'] as const;
export type PrivateAddresses = (typeof PRIVATE_ADDRESSES)[number];

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppConfig {
  port: number;
  host: string;
  /** Where the embedded database, files, outbox and generated keys live. */
  dataDir: string;
  /** PostgreSQL connection string; empty means embedded PGlite under dataDir. */
  databaseUrl: string;
  /** The most connections the PostgreSQL pool opens (DATABASE_POOL_MAX); unused by PGlite. */
  databasePoolMax: number;
  /** How often the outbox's dispatcher sends due mail (OUTBOX_INTERVAL_MS); 0: only when nudged. */
  outboxIntervalMs: number;
  /** How long a webhook's receiver has to answer a delivery (WEBHOOK_TIMEOUT_MS). */
  webhookTimeoutMs: number;
  /**
   * Whether webhooks may be registered for, and delivered to, private,
   * loopback and link-local addresses (WEBHOOK_PRIVATE_ADDRESSES): allowed on
   * the embedded database (a demo on one machine), refused with DATABASE_URL.
   */
  webhookPrivateAddresses: PrivateAddresses;
  /** The external markets: real endpoints, the sandboxes' behaviour, the moves' retries. */
  markets: MarketsConfig;
  /** The fixed platform identifier every call must carry in the platform header. */
  platformId: string;
  /** The first part of every human serial and certificate number (DESIGN.md 4.3). */
  registryPrefix: string;
  /** The registry's bank account printed on every invoice (BANK_HOLDER, BANK_NAME, BANK_ACCOUNT, BANK_SWIFT). */
  bank: BankDetails;
  /**
   * 'demo' seeds the demo registry on an empty database; 'none' starts empty.
   * SEED unset: demo on the embedded database, none with DATABASE_URL.
   */
  seed: SeedMode;
  /** The built web app; served at / when it exists. */
  webDist: string;
  /**
   * Whether X-Forwarded-For names the client (set it only behind a proxy you run:
   * the rate limits key on the client address, which a header could otherwise forge).
   */
  trustProxy: boolean;
  /** CSP frame-ancestors: who may show the app inside a frame. */
  frameAncestors: string[];
  logLevel: string;
  /**
   * The request log (decision 038): every write, every answer of 400 or more
   * and every request slower than slowMs is logged; of the other reads (GET
   * and HEAD answered fast and well) one in a hundred per samplePercent.
   */
  requestLog: { samplePercent: number; slowMs: number };
  /** Secret for access tokens; generated and kept under dataDir when not set. */
  jwtSecret: string;
  /** Access-token lifetime in seconds (15 min). */
  accessTokenTtl: number;
  /** Refresh-token lifetime in seconds (7 days). */
  refreshTokenTtl: number;
  /**
   * Time a client has to send a whole request, headers and body (408 beyond
   * it); the upload receiver is exempt (decision 018).
   */
  requestTimeoutMs: number;
  /** A connection that sends and receives nothing for this long is closed. */
  connectionTimeoutMs: number;
  /** Address of the web app as users reach it; links in mails start with it. */
  publicUrl: string;
  /** SMTP server for mail; empty writes each mail as an .eml file under dataDir/outbox. */
  smtpUrl: string;
  mailFrom: string;
  captcha: CaptchaConfig;
  /** Per-IP limits of the calls that guess or send mail (HTTP 429 beyond them). */
  rateLimits: Record<RateLimitedCall, RateLimit>;
  /** Uploaded files on local disk (FILES_DIR); empty means dataDir/files. Unused with s3. */
  filesDir: string;
  /** An S3-compatible object store for uploads (S3_BUCKET set); null keeps them on local disk. */
  s3: S3Config | null;
  /** clamd address, tcp://host:port (CLAMAV_URL); empty scans with the built-in inspector only. */
  clamavUrl: string;
  /**
   * The registry's home country, ISO 3166-1 alpha-2 (DEFAULT_COUNTRY): first in
   * the country list, so the forms' "first item selected" rule picks it.
   */
  defaultCountry: string;
  /**
   * A tile server the maps draw under the bundled country outlines
   * (MAP_TILES_URL, a Leaflet template such as https://tiles.example.org/{z}/{x}/{y}.png,
   * with MAP_TILES_ATTRIBUTION); null draws the outlines alone and names no third party.
   */
  mapTiles: MapTilesConfig | null;
  log: TransparencyLogConfig;
  /**
   * The tables' owner, for migrations only (MIGRATION_DATABASE_URL); by default
   * databaseUrl. The API then serves as DATABASE_URL's role, which owns no table.
   */
  migrationDatabaseUrl: string;
  /** How often the reconciliation job checks the database at rest (RECONCILE_INTERVAL_MS); 0 never. */
  reconcileIntervalMs: number;
}

export interface TransparencyLogConfig {
  /** The checkpoints' origin line and key name (LOG_ORIGIN); by default PUBLIC_URL's host + /log. */
  origin: string;
  /** How often the sequencer appends new events and signs a checkpoint (LOG_SEQUENCE_INTERVAL_MS). */
  sequenceIntervalMs: number;
  /** Ed25519 PKCS#8 PEM (LOG_SIGNING_KEY); empty uses the one generated into DATA_DIR/keys.json. */
  signingKey: string;
}

export interface MapTilesConfig {
  url: string;
  attribution: string;
}

export interface S3Config {
  /** Empty for AWS itself; the address of any other S3-compatible store. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (http://host/bucket/key), as MinIO and most S3-compatibles want. */
  forcePathStyle: boolean;
}

export interface CaptchaConfig {
  /** 'altcha' (self-hosted proof of work) or 'none' (no captcha; never in production). */
  provider: 'altcha' | 'none';
  /** HMAC secret of the challenges; generated and kept under dataDir when not set. */
  secret: string;
  /** PBKDF2 iterations per attempt, and the largest counter the browser may have to reach. */
  cost: number;
  maxCounter: number;
  /** Seconds a challenge stays valid. */
  ttl: number;
}

export type RateLimitedCall = 'login' | 'recovery' | 'registration' | 'comment';

export type RateLimit = RateLimitSetting;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * The configuration from environment variables (README, Configuration). An
 * unset or empty variable takes its safe default; a set one that does not
 * parse throws a ConfigError naming every such variable and what it expects.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const read = new EnvReader(env);
  const dataDir = path.resolve(read.string('DATA_DIR', path.join(repoRoot, 'data')));
  const port = read.int('PORT', 8080, { max: 65_535 });
  const databaseUrl = read.url('DATABASE_URL', '', {
    protocols: ['postgres', 'postgresql'],
    isSecret: true,
    needsHost: false,
  });
  const filesDir = read.raw('FILES_DIR');
  const s3Bucket = read.raw('S3_BUCKET');
  const config: AppConfig = {
    port,
    host: read.string('HOST', '0.0.0.0'),
    dataDir,
    databaseUrl,
    databasePoolMax: read.int('DATABASE_POOL_MAX', 10, { min: 1, max: 1000 }),
    outboxIntervalMs: read.int('OUTBOX_INTERVAL_MS', 1000, { min: 0, unit: 'milliseconds' }),
    webhookTimeoutMs: read.int('WEBHOOK_TIMEOUT_MS', 10_000, {
      min: 100,
      max: 60_000,
      unit: 'milliseconds',
    }),
    webhookPrivateAddresses: read.oneOf(
      'WEBHOOK_PRIVATE_ADDRESSES',
      PRIVATE_ADDRESSES,
      databaseUrl ? 'refuse' : 'allow',
    ),
    markets: readMarketsConfig(read),
    platformId: read.string('PLATFORM_ID', 'carbon-registry'),
    registryPrefix: read.string('REGISTRY_PREFIX', 'CR').toUpperCase(),
    bank: {
      holder: read.string('BANK_HOLDER', 'Carbon Registry (demo)'),
      bank: read.string('BANK_NAME', 'Demo Bank'),
      account: read.string('BANK_ACCOUNT', 'CO00 0000 0000 0000 0000 00'),
      swift: read.string('BANK_SWIFT', 'DEMOCOBB'),
    },
    seed: chooseSeed(read.oneOf('SEED', SEED_MODES), databaseUrl),
    webDist: path.resolve(read.string('WEB_DIST', path.join(repoRoot, 'apps/web/dist'))),
    trustProxy: read.boolean('TRUST_PROXY', false),
    frameAncestors: read.string('FRAME_ANCESTORS', "'self'").split(/\s+/).filter(Boolean),
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    requestLog: {
      samplePercent: read.int('LOG_REQUEST_SAMPLE_PERCENT', 1, { min: 0, max: 100 }),
      slowMs: read.int('LOG_SLOW_REQUEST_MS', 1000, { min: 0, unit: 'milliseconds' }),
    },
    jwtSecret: read.string('JWT_SECRET', ''),
    accessTokenTtl: read.int('ACCESS_TOKEN_TTL', 15 * 60, { unit: 'seconds' }),
    refreshTokenTtl: read.int('REFRESH_TOKEN_TTL', 7 * 24 * 3600, { unit: 'seconds' }),
    requestTimeoutMs: read.int('REQUEST_TIMEOUT_MS', 30_000, { unit: 'milliseconds' }),
    connectionTimeoutMs: read.int('CONNECTION_TIMEOUT_MS', 60_000, { unit: 'milliseconds' }),
    publicUrl: read
      .url('PUBLIC_URL', `http://localhost:${port}`, { protocols: ['http', 'https'] })
      .replace(/\/+$/, ''),
    smtpUrl: read.url('SMTP_URL', '', { protocols: ['smtp', 'smtps'], isSecret: true }),
    mailFrom: read.string('MAIL_FROM', 'Carbon Registry <no-reply@registry.localhost>'),
    captcha: {
      provider: read.oneOf('CAPTCHA_PROVIDER', ['altcha', 'none'] as const, 'altcha'),
      secret: read.string('CAPTCHA_SECRET', ''),
      cost: read.int('CAPTCHA_COST', 1000),
      maxCounter: read.int('CAPTCHA_MAX_COUNTER', 4000),
      ttl: read.int('CAPTCHA_TTL', 600, { unit: 'seconds' }),
    },
    rateLimits: {
      login: read.rateLimit('RATE_LIMIT_LOGIN', { max: 20, timeWindow: 60_000 }),
      recovery: read.rateLimit('RATE_LIMIT_RECOVERY', { max: 5, timeWindow: 15 * 60_000 }),
      registration: read.rateLimit('RATE_LIMIT_REGISTRATION', { max: 10, timeWindow: 3_600_000 }),
      comment: read.rateLimit('RATE_LIMIT_COMMENT', { max: 10, timeWindow: 3_600_000 }),
    },
    filesDir: filesDir ? path.resolve(filesDir) : '',
    s3: s3Bucket
      ? {
          endpoint: read.url('S3_ENDPOINT', '', { protocols: ['http', 'https'] }),
          bucket: s3Bucket,
          region: read.string('S3_REGION', 'us-east-1'),
          accessKeyId: read.string('S3_ACCESS_KEY_ID', ''),
          secretAccessKey: read.string('S3_SECRET_ACCESS_KEY', ''),
          forcePathStyle: read.boolean('S3_FORCE_PATH_STYLE', false),
        }
      : null,
    clamavUrl: read.url('CLAMAV_URL', '', { protocols: ['tcp'], needsPort: true }),
    defaultCountry: read.countryCode('DEFAULT_COUNTRY', 'CO'),
    mapTiles: readMapTiles(read),
    log: {
      origin: '',
      sequenceIntervalMs: read.int('LOG_SEQUENCE_INTERVAL_MS', 300, {
        min: 0,
        unit: 'milliseconds',
      }),
      signingKey: read.string('LOG_SIGNING_KEY', '').replaceAll('\\n', '\n'),
    },
    migrationDatabaseUrl:
      read.url('MIGRATION_DATABASE_URL', '', {
        protocols: ['postgres', 'postgresql'],
        isSecret: true,
        needsHost: false,
      }) || databaseUrl,
    reconcileIntervalMs: read.int('RECONCILE_INTERVAL_MS', 5 * 60_000, {
      min: 0,
      unit: 'milliseconds',
    }),
  };
  config.log.origin = read.keyName('LOG_ORIGIN', `${new URL(config.publicUrl).host}/log`);
  read.throwIfAny();
  return config;
}

function readMapTiles(read: EnvReader): MapTilesConfig | null {
  const url = read.tileUrlTemplate('MAP_TILES_URL');
  if (!url) return null;
  return { url, attribution: read.string('MAP_TILES_ATTRIBUTION', '') };
}
