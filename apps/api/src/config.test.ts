import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { ConfigError } from './lib/env-reader';

/** The problems loadConfig reports for an environment (none: an empty list). */
function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('loadConfig', () => {
  it('runs on safe defaults when nothing is set, or set empty', () => {
    for (const env of [{}, { PORT: '', SEED: '', TRUST_PROXY: '', RATE_LIMIT_LOGIN: '' }]) {
      const config = loadConfig(env);
      expect(config).toMatchObject({
        port: 8080,
        seed: 'demo',
        trustProxy: false,
        logLevel: 'info',
        requestLog: { samplePercent: 1, slowMs: 1000 },
        accessTokenTtl: 900,
        requestTimeoutMs: 30_000,
        connectionTimeoutMs: 60_000,
        publicUrl: 'http://localhost:8080',
        captcha: { provider: 'altcha' },
        rateLimits: { login: { max: 20, timeWindow: 60_000 } },
        s3: null,
        defaultCountry: 'CO',
        mapTiles: null,
      });
    }
  });

  it('reads values that parse', () => {
    const config = loadConfig({
      PORT: '9090',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      LOG_REQUEST_SAMPLE_PERCENT: '100',
      LOG_SLOW_REQUEST_MS: '250',
      ACCESS_TOKEN_TTL: '300',
      REQUEST_TIMEOUT_MS: '10000',
      CONNECTION_TIMEOUT_MS: '20000',
      PUBLIC_URL: 'https://registry.example.org/',
      SMTP_URL: 'smtps://user:secret@mail.example.org:465',
      CAPTCHA_PROVIDER: 'none',
      RATE_LIMIT_LOGIN: '5/30',
      CLAMAV_URL: 'tcp://clamd:3310',
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'false',
      DEFAULT_COUNTRY: ' br ',
    });
    expect(config).toMatchObject({
      port: 9090,
      trustProxy: true,
      logLevel: 'warn',
      requestLog: { samplePercent: 100, slowMs: 250 },
      accessTokenTtl: 300,
      requestTimeoutMs: 10_000,
      connectionTimeoutMs: 20_000,
      publicUrl: 'https://registry.example.org',
      smtpUrl: 'smtps://user:secret@mail.example.org:465',
      captcha: { provider: 'none' },
      rateLimits: { login: { max: 5, timeWindow: 30_000 } },
      clamavUrl: 'tcp://clamd:3310',
      s3: { bucket: 'uploads', endpoint: 'http://minio:9000', forcePathStyle: false },
      defaultCountry: 'BR',
    });
  });

  it('names a whole number that does not parse, or is out of range', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual([
      'PORT must be a whole number between 1 and 65535 (got "abc")',
    ]);
    expect(problemsOf({ PORT: '70000' })).toEqual([
      'PORT must be a whole number between 1 and 65535 (got "70000")',
    ]);
    expect(problemsOf({ ACCESS_TOKEN_TTL: '-5' })).toEqual([
      'ACCESS_TOKEN_TTL must be a whole number of seconds, 1 or more (got "-5")',
    ]);
    expect(problemsOf({ REQUEST_TIMEOUT_MS: '30s' })).toEqual([
      'REQUEST_TIMEOUT_MS must be a whole number of milliseconds, 1 or more (got "30s")',
    ]);
    expect(problemsOf({ CONNECTION_TIMEOUT_MS: '0' })).toEqual([
      'CONNECTION_TIMEOUT_MS must be a whole number of milliseconds, 1 or more (got "0")',
    ]);
    expect(problemsOf({ CAPTCHA_COST: '1.5' })).toEqual([
      'CAPTCHA_COST must be a whole number, 1 or more (got "1.5")',
    ]);
  });

  it('names a rate limit that is not max/seconds', () => {
    expect(problemsOf({ RATE_LIMIT_LOGIN: 'twenty' })).toEqual([
      'RATE_LIMIT_LOGIN must be max/seconds, two whole numbers of 1 or more such as 20/60 (got "twenty")',
    ]);
    expect(problemsOf({ RATE_LIMIT_RECOVERY: '0/60' })).toHaveLength(1);
    expect(problemsOf({ RATE_LIMIT_REGISTRATION: '10/0' })).toHaveLength(1);
  });

  it('names a boolean that is not true, false, 1 or 0', () => {
    expect(problemsOf({ TRUST_PROXY: 'yes' })).toEqual([
      'TRUST_PROXY must be true, false, 1 or 0 (got "yes")',
    ]);
    expect(problemsOf({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'on' })).toEqual([
      'S3_FORCE_PATH_STYLE must be true, false, 1 or 0 (got "on")',
    ]);
  });

  it('names a choice outside its list', () => {
    expect(problemsOf({ SEED: 'demos' })).toEqual(['SEED must be one of demo, none (got "demos")']);
    expect(problemsOf({ CAPTCHA_PROVIDER: 'recaptcha' })).toEqual([
      'CAPTCHA_PROVIDER must be one of altcha, none (got "recaptcha")',
    ]);
    expect(problemsOf({ LOG_LEVEL: 'verbose' })).toEqual([
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
    ]);
  });

  it('names a home country that is not a two-letter ISO code', () => {
    expect(problemsOf({ DEFAULT_COUNTRY: 'COL' })).toEqual([
      'DEFAULT_COUNTRY must be a two-letter ISO 3166-1 country code such as CO (got "COL")',
    ]);
    expect(problemsOf({ DEFAULT_COUNTRY: '57' })).toHaveLength(1);
  });

  it('reads a map tile template and its attribution, and names one that is no template', () => {
    expect(
      loadConfig({
        MAP_TILES_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
        MAP_TILES_ATTRIBUTION: '© Example',
      }).mapTiles,
    ).toEqual({ url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example' });
    expect(problemsOf({ MAP_TILES_URL: 'https://tiles.example.org/tile.png' })).toEqual([
      'MAP_TILES_URL must be a tile URL template such as https://tiles.example.org/{z}/{x}/{y}.png (got "https://tiles.example.org/tile.png")',
    ]);
    expect(problemsOf({ MAP_TILES_URL: 'javascript:alert(1)//{z}/{x}/{y}' })).toHaveLength(1);
    expect(problemsOf({ MAP_TILES_URL: 'ftp://tiles.example.org/{z}/{x}/{y}.png' })).toHaveLength(
      1,
    );
  });

  it('names a URL that does not parse or has the wrong scheme, without repeating a secret one', () => {
    expect(problemsOf({ PUBLIC_URL: 'registry.example.org' })).toEqual([
      'PUBLIC_URL must be a URL such as http://host (http:// or https://) (got "registry.example.org")',
    ]);
    expect(problemsOf({ CLAMAV_URL: 'clamd:3310' })).toEqual([
      'CLAMAV_URL must be a URL such as tcp://host:port (tcp://) (got "clamd:3310")',
    ]);
    expect(problemsOf({ CLAMAV_URL: 'tcp://clamd' })).toHaveLength(1);
    const secret = problemsOf({
      SMTP_URL: 'mail.example.org user:hunter2',
      DATABASE_URL: 'mysql://root:hunter2@db/registry',
    });
    expect(secret).toEqual([
      'DATABASE_URL must be a URL such as postgres://host (postgres:// or postgresql://) (the value is not repeated: it may hold a password)',
      'SMTP_URL must be a URL such as smtp://host (smtp:// or smtps://) (the value is not repeated: it may hold a password)',
    ]);
    expect(secret.join('\n')).not.toContain('hunter2');
    expect(
      problemsOf({ DATABASE_URL: 'postgres://registry@/registry?host=/run/postgresql' }),
    ).toEqual([]);
    expect(problemsOf({ DATABASE_URL: 'registry' })).toHaveLength(1);
  });

  it('reports every problem at once, in one error whose message lists them', () => {
    let thrown: unknown;
    try {
      loadConfig({ PORT: 'abc', RATE_LIMIT_LOGIN: 'twenty', ACCESS_TOKEN_TTL: '-5' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const message = (thrown as ConfigError).message;
    expect(message).toContain('PORT must be');
    expect(message).toContain('RATE_LIMIT_LOGIN must be');
    expect(message).toContain('ACCESS_TOKEN_TTL must be');
    expect((thrown as ConfigError).problems).toHaveLength(3);
  });

  it("names the transparency log after PUBLIC_URL's host unless LOG_ORIGIN says otherwise", () => {
    expect(loadConfig({ PUBLIC_URL: 'https://registry.example/' }).log).toEqual({
      origin: 'registry.example/log',
      sequenceIntervalMs: 300,
      signingKey: '',
    });
    expect(loadConfig({ LOG_ORIGIN: 'carbon.example/ledger' }).log.origin).toBe(
      'carbon.example/ledger',
    );
    expect(problemsOf({ LOG_ORIGIN: 'my log+1', LOG_SEQUENCE_INTERVAL_MS: 'x' })).toEqual([
      expect.stringMatching(/^LOG_SEQUENCE_INTERVAL_MS/),
      expect.stringMatching(/^LOG_ORIGIN must be a name without spaces or \+/),
    ]);
    expect(loadConfig({ LOG_SEQUENCE_INTERVAL_MS: '0' }).log.sequenceIntervalMs).toBe(0);
  });

  describe('SEED', () => {
    const server = { DATABASE_URL: 'postgres://registry@db:5432/registry' };

    it('seeds the demo by default only on the embedded database', () => {
      expect(loadConfig({}).seed).toBe('demo');
      expect(loadConfig(server).seed).toBe('none');
    });

    it('follows SEED when it is spelled out, on either database', () => {
      expect(loadConfig({ ...server, SEED: 'demo' }).seed).toBe('demo');
      expect(loadConfig({ SEED: 'none' }).seed).toBe('none');
    });
  });
});
