import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppConfig {
  port: number;
  host: string;
  /** Where the embedded database, files, outbox and generated keys live. */
  dataDir: string;
  /** PostgreSQL connection string; empty means embedded PGlite under dataDir. */
  databaseUrl: string;
  /** The fixed platform identifier every call must carry in the platform header. */
  platformId: string;
  /** 'demo' seeds the demo registry on an empty database; 'none' starts empty. */
  seed: 'demo' | 'none';
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
  /** Secret for access tokens; generated and kept under dataDir when not set. */
  jwtSecret: string;
  /** Access-token lifetime in seconds (15 min). */
  accessTokenTtl: number;
  /** Refresh-token lifetime in seconds (7 days). */
  refreshTokenTtl: number;
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

export type RateLimitedCall = 'login' | 'recovery' | 'registration';

export interface RateLimit {
  max: number;
  /** Window in milliseconds. */
  timeWindow: number;
}

/** "max/seconds", for example 20/60. */
function readRateLimit(value: string | undefined, fallback: RateLimit): RateLimit {
  const match = /^(\d+)\/(\d+)$/.exec(value ?? '');
  if (!match) return fallback;
  return { max: Number(match[1]), timeWindow: Number(match[2]) * 1000 };
}

function readInt(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    port: readInt(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL ?? '',
    platformId: env.PLATFORM_ID ?? 'carbon-registry',
    seed: env.SEED === 'none' ? 'none' : 'demo',
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    frameAncestors: (env.FRAME_ANCESTORS ?? "'self'").split(/\s+/).filter(Boolean),
    logLevel: env.LOG_LEVEL ?? 'info',
    jwtSecret: env.JWT_SECRET ?? '',
    accessTokenTtl: readInt(env.ACCESS_TOKEN_TTL, 15 * 60),
    refreshTokenTtl: readInt(env.REFRESH_TOKEN_TTL, 7 * 24 * 3600),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${readInt(env.PORT, 8080)}`).replace(
      /\/+$/,
      '',
    ),
    smtpUrl: env.SMTP_URL ?? '',
    mailFrom: env.MAIL_FROM ?? 'Carbon Registry <no-reply@registry.localhost>',
    captcha: {
      provider: env.CAPTCHA_PROVIDER === 'none' ? 'none' : 'altcha',
      secret: env.CAPTCHA_SECRET ?? '',
      cost: readInt(env.CAPTCHA_COST, 1000),
      maxCounter: readInt(env.CAPTCHA_MAX_COUNTER, 4000),
      ttl: readInt(env.CAPTCHA_TTL, 600),
    },
    rateLimits: {
      login: readRateLimit(env.RATE_LIMIT_LOGIN, { max: 20, timeWindow: 60_000 }),
      recovery: readRateLimit(env.RATE_LIMIT_RECOVERY, { max: 5, timeWindow: 15 * 60_000 }),
      registration: readRateLimit(env.RATE_LIMIT_REGISTRATION, { max: 10, timeWindow: 3_600_000 }),
    },
    filesDir: env.FILES_DIR ? path.resolve(env.FILES_DIR) : '',
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT ?? '',
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
        }
      : null,
    clamavUrl: env.CLAMAV_URL ?? '',
  };
}
