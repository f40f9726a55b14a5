import { createPrivateKey, generateKeyPairSync, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from './env-reader';

/** Secrets of the API: never sent to a browser, never committed. */
export interface Keys {
  /** HMAC key of the access tokens (HS256). */
  jwtSecret: Uint8Array;
  /** RSA key pair with which the browser encrypts passwords before sending them (DESIGN.md 3). */
  passwordPublicKeyPem: string;
  passwordPrivateKeyPem: string;
  /** HMAC secret of the captcha challenges. */
  captchaSecret: string;
  /**
   * HMAC key of the local store's upload forms and download links, derived from
   * the JWT secret (HKDF), so instances that share JWT_SECRET share it too.
   */
  filesSecret: Uint8Array;
  /** Ed25519 private key (PKCS#8 PEM) that signs the transparency log's checkpoints. */
  logSigningKeyPem: string;
}

/** An independent key for signing file forms and links, derived from the JWT secret. */
function deriveFilesSecret(jwtSecret: Uint8Array): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', jwtSecret, '', 'carbon-registry/files-signing', 32));
}

interface StoredKeys {
  jwtSecret: string;
  captchaSecret?: string;
  passwordPublicKeyPem: string;
  passwordPrivateKeyPem: string;
  /** Absent in files written before the transparency log: added on the next start. */
  logSigningKeyPem?: string;
}

export function generateLogSigningKey(): string {
  return generateKeyPairSync('ed25519')
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
}

/** LOG_SIGNING_KEY must be an Ed25519 private key in PKCS#8 PEM. */
export function checkLogSigningKey(pem: string): string {
  const problem = ['LOG_SIGNING_KEY: expected an Ed25519 private key in PKCS#8 PEM'];
  try {
    if (createPrivateKey(pem).asymmetricKeyType === 'ed25519') return pem;
  } catch {
    throw new ConfigError(problem);
  }
  throw new ConfigError(problem);
}

export function generateKeys(jwtSecret = '', captchaSecret = ''): Keys {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const jwtSecretBytes = new TextEncoder().encode(
    jwtSecret || randomBytes(48).toString('base64url'),
  );
  return {
    jwtSecret: jwtSecretBytes,
    passwordPublicKeyPem: publicKey,
    passwordPrivateKeyPem: privateKey,
    captchaSecret: captchaSecret || randomBytes(32).toString('base64url'),
    filesSecret: deriveFilesSecret(jwtSecretBytes),
    logSigningKeyPem: generateLogSigningKey(),
  };
}

/**
 * Loads the keys kept under the data directory, creating them on the first start
 * (file mode 0600). JWT_SECRET, when set, takes precedence, so several API
 * instances can share one; so does LOG_SIGNING_KEY. A keys.json written
 * before the transparency log gets its log signing key added.
 */
export async function loadOrCreateKeys(
  dataDir: string,
  jwtSecretFromEnv: string,
  captchaSecretFromEnv = '',
  logSigningKeyFromEnv = '',
): Promise<Keys> {
  const file = path.join(dataDir, 'keys.json');
  const envLogKey = logSigningKeyFromEnv ? checkLogSigningKey(logSigningKeyFromEnv) : '';
  let stored: StoredKeys | null = null;
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as StoredKeys;
  } catch {
    stored = null;
  }
  if (stored) {
    if (!stored.logSigningKeyPem) {
      stored.logSigningKeyPem = generateLogSigningKey();
      await writeFile(file, JSON.stringify(stored), { mode: 0o600 });
    }
    const jwtSecret = new TextEncoder().encode(jwtSecretFromEnv || stored.jwtSecret);
    return {
      logSigningKeyPem: envLogKey || stored.logSigningKeyPem,
      jwtSecret,
      passwordPublicKeyPem: stored.passwordPublicKeyPem,
      passwordPrivateKeyPem: stored.passwordPrivateKeyPem,
      captchaSecret:
        captchaSecretFromEnv || stored.captchaSecret || randomBytes(32).toString('base64url'),
      filesSecret: deriveFilesSecret(jwtSecret),
    };
  }
  const generated = generateKeys('', captchaSecretFromEnv);
  const toStore: StoredKeys = {
    jwtSecret: new TextDecoder().decode(generated.jwtSecret),
    passwordPublicKeyPem: generated.passwordPublicKeyPem,
    passwordPrivateKeyPem: generated.passwordPrivateKeyPem,
    captchaSecret: generated.captchaSecret,
    logSigningKeyPem: generated.logSigningKeyPem,
  };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(toStore), { mode: 0o600 });
  const keys = envLogKey ? { ...generated, logSigningKeyPem: envLogKey } : generated;
  if (!jwtSecretFromEnv) return keys;
  const jwtSecret = new TextEncoder().encode(jwtSecretFromEnv);
  return { ...keys, jwtSecret, filesSecret: deriveFilesSecret(jwtSecret) };
}
