import { createHash, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  parseVerifierKey,
  rawPublicKey,
  signCheckpoint,
  verifierKey,
  verifyCheckpoint,
} from './checkpoint-note';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const origin = 'registry.example/log';
const rootHash = new Uint8Array(createHash('sha256').update('root').digest());

describe('C2SP checkpoint note', () => {
  const note = signCheckpoint({ origin, size: 42, rootHash }, privateKey);
  const vkey = verifierKey(origin, publicKey);

  it('writes the three lines, a blank line and one em-dash signature line', () => {
    const lines = note.split('\n');
    expect(lines.slice(0, 4)).toEqual([origin, '42', Buffer.from(rootHash).toString('base64'), '']);
    expect(lines[4]).toMatch(/^\u2014 registry\.example\/log [A-Za-z0-9+/]{91}=$/);
    expect(lines[5]).toBe('');
  });

  it('names the key as C2SP says: name+hex(SHA-256(name\\n\\x01 key)[:4])+base64(0x01 key)', () => {
    const raw = rawPublicKey(publicKey);
    const keyId = createHash('sha256')
      .update(Buffer.concat([Buffer.from(`${origin}\n`), Buffer.of(1), raw]))
      .digest()
      .subarray(0, 4)
      .toString('hex');
    expect(vkey).toBe(
      `${origin}+${keyId}+${Buffer.concat([Buffer.of(1), raw]).toString('base64')}`,
    );
    const signature = Buffer.from(note.split('\n')[4]?.split(' ')[2] ?? '', 'base64');
    expect(signature.subarray(0, 4).toString('hex')).toBe(keyId);
  });

  it('verifies with the vkey and reads back origin, size and root', () => {
    const checkpoint = verifyCheckpoint(note, parseVerifierKey(vkey));
    expect(checkpoint).toEqual({ origin, size: 42, rootHash });
  });

  it('refuses a changed size, another key, a vkey with a wrong key ID, and no signature', () => {
    const verifier = parseVerifierKey(vkey);
    expect(() => verifyCheckpoint(note.replace('\n42\n', '\n43\n'), verifier)).toThrow(
      /does not verify/,
    );
    const other = generateKeyPairSync('ed25519');
    expect(() =>
      verifyCheckpoint(note, parseVerifierKey(verifierKey(origin, other.publicKey))),
    ).toThrow(/no signature of the trusted key/);
    expect(() => parseVerifierKey(vkey.replace(/\+[0-9a-f]{8}\+/, '+00000000+'))).toThrow(/key ID/);
    expect(() => verifyCheckpoint(note.split('\n\n')[0] ?? '', verifier)).toThrow();
  });
});
