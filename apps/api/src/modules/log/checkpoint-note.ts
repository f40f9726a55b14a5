import { createHash, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/**
 * C2SP tlog-checkpoint as a C2SP signed note with one Ed25519 signature
 * (signature type 0x01), written from the two specs (decision 025):
 *
 *   <origin>\n<size>\n<base64 root>\n\n— <name> <base64(keyId[4] || signature[64])>\n
 *
 * key ID = SHA-256(name || 0x0A || 0x01 || public key)[:4]; the verifier key
 * (vkey) is `<name>+<hex key ID>+<base64(0x01 || public key)>`.
 */

const ED25519_TYPE = 0x01;
const EM_DASH = '\u2014';

export interface Checkpoint {
  origin: string;
  size: number;
  rootHash: Uint8Array;
}

export interface NoteVerifier {
  name: string;
  keyId: Uint8Array;
  publicKey: KeyObject;
}

export class NoteError extends Error {}

/** The 32 raw bytes of an Ed25519 public key. */
export function rawPublicKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  if (jwk.crv !== 'Ed25519' || !jwk.x) throw new NoteError('not an Ed25519 public key');
  return new Uint8Array(Buffer.from(jwk.x, 'base64url'));
}

export function keyIdOf(name: string, raw: Uint8Array): Uint8Array {
  const digest = createHash('sha256')
    .update(name, 'utf8')
    .update(Uint8Array.of(0x0a, ED25519_TYPE))
    .update(raw)
    .digest();
  return new Uint8Array(digest.subarray(0, 4));
}

function checkKeyName(name: string): void {
  if (!name || /[\s+]/u.test(name))
    throw new NoteError('a key name is non-empty, without spaces or +');
}

/** The C2SP verifier key of a signer: name+keyid+base64(0x01 || key). */
export function verifierKey(name: string, publicKey: KeyObject): string {
  checkKeyName(name);
  const raw = rawPublicKey(publicKey);
  const keyId = Buffer.from(keyIdOf(name, raw)).toString('hex');
  const typed = Buffer.concat([Uint8Array.of(ED25519_TYPE), raw]).toString('base64');
  return `${name}+${keyId}+${typed}`;
}

/** Parses a vkey, checking that its key ID matches its name and key. */
export function parseVerifierKey(vkey: string): NoteVerifier {
  // The name and the hex key ID hold no '+'; the base64 key may.
  const first = vkey.indexOf('+');
  const second = vkey.indexOf('+', first + 1);
  const name = vkey.slice(0, Math.max(first, 0));
  const keyIdHex = vkey.slice(first + 1, Math.max(second, 0));
  const keyBase64 = vkey.slice(second + 1);
  if (first < 0 || second < 0 || !/^[0-9a-fA-F]{8}$/.test(keyIdHex) || !keyBase64) {
    throw new NoteError('malformed vkey');
  }
  checkKeyName(name);
  const typed = Buffer.from(keyBase64, 'base64');
  if (typed.length !== 33 || typed[0] !== ED25519_TYPE) throw new NoteError('vkey is not Ed25519');
  const raw = new Uint8Array(typed.subarray(1));
  const keyId = keyIdOf(name, raw);
  if (Buffer.from(keyId).toString('hex') !== keyIdHex.toLowerCase()) {
    throw new NoteError('vkey key ID does not match its key');
  }
  const publicKey = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(raw).toString('base64url') },
    format: 'jwk',
  });
  return { name, keyId, publicKey };
}

export function checkpointText({ origin, size, rootHash }: Checkpoint): string {
  checkKeyName(origin);
  if (!Number.isSafeInteger(size) || size < 0) throw new NoteError('bad tree size');
  return `${origin}\n${String(size)}\n${Buffer.from(rootHash).toString('base64')}\n`;
}

/** Signs a checkpoint; the key name is the origin (the spec's SHOULD). */
export function signCheckpoint(checkpoint: Checkpoint, privateKey: KeyObject): string {
  const text = checkpointText(checkpoint);
  const publicKey = createPublicKey(privateKey);
  const keyId = keyIdOf(checkpoint.origin, rawPublicKey(publicKey));
  const signature = sign(null, Buffer.from(text, 'utf8'), privateKey);
  const encoded = Buffer.concat([keyId, signature]).toString('base64');
  return `${text}\n${EM_DASH} ${checkpoint.origin} ${encoded}\n`;
}

function parseCheckpointText(text: string): Checkpoint {
  const lines = text.slice(0, -1).split('\n');
  const [origin, sizeText, rootText] = lines;
  if (lines.length < 3 || !origin || !sizeText || !rootText)
    throw new NoteError('not a checkpoint');
  if (lines.some((line) => line === '')) throw new NoteError('a checkpoint line is empty');
  if (!/^(0|[1-9][0-9]*)$/.test(sizeText)) throw new NoteError('bad tree size');
  const size = Number(sizeText);
  if (!Number.isSafeInteger(size)) throw new NoteError('tree size too large');
  const rootHash = new Uint8Array(Buffer.from(rootText, 'base64'));
  if (rootHash.length !== 32 || Buffer.from(rootHash).toString('base64') !== rootText) {
    throw new NoteError('bad root hash');
  }
  return { origin, size, rootHash };
}

/**
 * Verifies a signed checkpoint against one trusted key: the signature of that
 * key (name and key ID) must be present and valid; others are ignored.
 */
export function verifyCheckpoint(note: string, verifier: NoteVerifier): Checkpoint {
  // eslint-disable-next-line no-control-regex -- the spec forbids control characters but newline
  if (/[\u0000-\u0009\u000b-\u001f]/.test(note)) throw new NoteError('control character in note');
  if (!note.endsWith('\n')) throw new NoteError('a note ends with a newline');
  const split = note.lastIndexOf('\n\n');
  if (split < 0) throw new NoteError('no signature block');
  const text = note.slice(0, split + 1);
  const signatureLines = note.slice(split + 2, -1).split('\n');
  let isVerified = false;
  for (const line of signatureLines) {
    const match = /^\u2014 (\S+) (\S+)$/u.exec(line);
    if (!match) throw new NoteError('malformed signature line');
    const [, name, encoded] = match as unknown as [string, string, string];
    const bytes = Buffer.from(encoded, 'base64');
    if (name !== verifier.name || bytes.length < 4) continue;
    if (!bytes.subarray(0, 4).equals(verifier.keyId)) continue;
    if (
      bytes.length !== 68 ||
      !verify(null, Buffer.from(text, 'utf8'), verifier.publicKey, bytes.subarray(4))
    ) {
      throw new NoteError('the signature of the trusted key does not verify');
    }
    isVerified = true;
  }
  if (!isVerified) throw new NoteError('no signature of the trusted key');
  return parseCheckpointText(text);
}
