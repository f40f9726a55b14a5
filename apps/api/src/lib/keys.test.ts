import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from './env-reader';
import { loadOrCreateKeys } from './keys';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'registry-keys-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const stored = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'keys.json'), 'utf8')) as Record<string, string>;

describe('the log signing key in keys.json', () => {
  it('is generated on the first start and the same on the next', async () => {
    const dir = freshDir();
    const first = await loadOrCreateKeys(dir, '');
    expect(first.logSigningKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(stored(dir).logSigningKeyPem).toBe(first.logSigningKeyPem);
    expect((await loadOrCreateKeys(dir, '')).logSigningKeyPem).toBe(first.logSigningKeyPem);
  });

  it('is added to a keys.json written before the log, keeping its other keys', async () => {
    const dir = freshDir();
    await loadOrCreateKeys(dir, '');
    const { logSigningKeyPem: _dropped, ...old } = stored(dir);
    writeFileSync(path.join(dir, 'keys.json'), JSON.stringify(old));
    const keys = await loadOrCreateKeys(dir, '');
    expect(keys.logSigningKeyPem).toMatch(/PRIVATE KEY/);
    expect(stored(dir)).toEqual({ ...old, logSigningKeyPem: keys.logSigningKeyPem });
  });

  it('yields to LOG_SIGNING_KEY, and refuses one that is not Ed25519', async () => {
    const dir = freshDir();
    const pem = generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect((await loadOrCreateKeys(dir, '', '', pem)).logSigningKeyPem).toBe(pem);
    expect((await loadOrCreateKeys(dir, '', '', pem)).logSigningKeyPem).toBe(pem);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    await expect(loadOrCreateKeys(dir, '', '', rsa)).rejects.toThrow(ConfigError);
    await expect(loadOrCreateKeys(dir, '', '', 'not a key')).rejects.toThrow(/LOG_SIGNING_KEY/);
  });
});
