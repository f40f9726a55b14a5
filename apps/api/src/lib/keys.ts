import { generateKeyPairSync, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

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
  };
}

/**
 * Loads the keys kept under the data directory, creating them on the first start
 * (file mode 0600). JWT_SECRET, when set, takes precedence, so several API
 * instances can share one.
 */
export async function loadOrCreateKeys(
  dataDir: string,
  jwtSecretFromEnv: string,
  captchaSecretFromEnv = '',
): Promise<Keys> {
  const file = path.join(dataDir, 'keys.json');
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as StoredKeys;
    const jwtSecret = new TextEncoder().encode(jwtSecretFromEnv || stored.jwtSecret);
    return {
      jwtSecret,
      passwordPublicKeyPem: stored.passwordPublicKeyPem,
      passwordPrivateKeyPem: stored.passwordPrivateKeyPem,
      captchaSecret:
        captchaSecretFromEnv || stored.captchaSecret || randomBytes(32).toString('base64url'),
      filesSecret: deriveFilesSecret(jwtSecret),
    };
  } catch {
    const keys = generateKeys('', captchaSecretFromEnv);
    const stored: StoredKeys = {
      jwtSecret: new TextDecoder().decode(keys.jwtSecret),
      passwordPublicKeyPem: keys.passwordPublicKeyPem,
      passwordPrivateKeyPem: keys.passwordPrivateKeyPem,
      captchaSecret: keys.captchaSecret,
    };
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(stored), { mode: 0o600 });
    if (!jwtSecretFromEnv) return keys;
    const jwtSecret = new TextEncoder().encode(jwtSecretFromEnv);
    return { ...keys, jwtSecret, filesSecret: deriveFilesSecret(jwtSecret) };
  }
}
