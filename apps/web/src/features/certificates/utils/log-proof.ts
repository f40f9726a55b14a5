/*
 * The public log's proofs, checked in the browser with WebCrypto alone
 * (DESIGN.md 4.3 and 4.4): RFC 9162 leaf and node hashes and the inclusion
 * proof's root (section 2.1.3.2, as apps/api/src/modules/log/merkle.ts
 * verifies it), and the C2SP signed note of a checkpoint with one Ed25519
 * signature (as apps/api/src/modules/log/checkpoint-note.ts signs it).
 * Loaded only with the certificate's check (verify-certificate.ts).
 */

/** Bytes over a plain ArrayBuffer, as WebCrypto takes them. */
export type Bytes = Uint8Array<ArrayBuffer>;

const HASH_BYTES = 32;
const ED25519_TYPE = 0x01;
const KEY_ID_BYTES = 4;
const SIGNATURE_BYTES = 64;

const encoder = new TextEncoder();

/** The UTF-8 bytes of a text. */
export function utf8(text: string): Bytes {
  return encoder.encode(text);
}

function concat(parts: readonly Uint8Array[]): Bytes {
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

export async function sha256(...parts: Uint8Array[]): Promise<Bytes> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', concat(parts)));
}

/** SHA-256(0x00 || data). */
export function hashLeaf(data: Uint8Array): Promise<Bytes> {
  return sha256(Uint8Array.of(0), data);
}

/** SHA-256(0x01 || left || right). */
export function hashChildren(left: Uint8Array, right: Uint8Array): Promise<Bytes> {
  return sha256(Uint8Array.of(1), left, right);
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Standard base64 with its padding, written only one way; null for anything else. */
export function fromBase64(text: string): Bytes | null {
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return toBase64(bytes) === text ? bytes : null;
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

const half = (n: number) => Math.floor(n / 2);

/**
 * RFC 9162 2.1.3.2: the root of a tree of `size` leaves recomputed from leaf
 * `index`'s hash and its audit path; null when the path cannot be one.
 */
export async function rootFromInclusion(
  index: number,
  size: number,
  leafHash: Uint8Array,
  path: readonly Uint8Array[],
): Promise<Uint8Array | null> {
  if (!(Number.isSafeInteger(index) && Number.isSafeInteger(size)) || index < 0) return null;
  if (index >= size) return null;
  if (leafHash.length !== HASH_BYTES || path.some((hash) => hash.length !== HASH_BYTES)) {
    return null;
  }
  let fn = index;
  let sn = size - 1;
  let root = leafHash;
  for (const hash of path) {
    if (sn === 0) return null;
    if (fn % 2 === 1 || fn === sn) {
      root = await hashChildren(hash, root);
      while (fn % 2 === 0 && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else {
      root = await hashChildren(root, hash);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 ? root : null;
}

/** A C2SP verifier key: `<name>+<hex key id>+<base64(0x01 || Ed25519 public key)>`. */
export interface VerifierKey {
  name: string;
  /** The key id's 4 bytes as 8 lowercase hex characters: the key's fingerprint. */
  keyIdHex: string;
  keyId: Bytes;
  /** The 32 raw bytes of the Ed25519 public key. */
  publicKey: Bytes;
}

/** keyId = SHA-256(name || 0x0A || 0x01 || public key)[:4]. */
async function keyIdOf(name: string, publicKey: Uint8Array): Promise<Bytes> {
  const digest = await sha256(utf8(name), Uint8Array.of(0x0a, ED25519_TYPE), publicKey);
  return digest.slice(0, KEY_ID_BYTES);
}

const isKeyName = (name: string) => name !== '' && !/[\s+]/u.test(name);

/** Reads a vkey and checks that its key id is its name's and key's; null when it is not one. */
export async function parseVerifierKey(vkey: string): Promise<VerifierKey | null> {
  // The name and the hex key id hold no '+'; the base64 key may.
  const first = vkey.indexOf('+');
  const second = vkey.indexOf('+', first + 1);
  if (first < 0 || second < 0) return null;
  const name = vkey.slice(0, first);
  const keyIdHex = vkey.slice(first + 1, second).toLowerCase();
  const typed = fromBase64(vkey.slice(second + 1));
  if (!isKeyName(name) || !/^[0-9a-f]{8}$/.test(keyIdHex)) return null;
  if (!typed || typed.length !== 33 || typed[0] !== ED25519_TYPE) return null;
  const publicKey = typed.slice(1);
  const keyId = await keyIdOf(name, publicKey);
  if (toHex(keyId) !== keyIdHex) return null;
  return { name, keyIdHex, keyId, publicKey };
}

/** The body of a checkpoint: origin, tree size and root hash. */
export interface Checkpoint {
  origin: string;
  size: number;
  rootHash: Bytes;
}

/** A signed note taken apart: the text its signatures sign, the signatures, the checkpoint. */
export interface SignedNote {
  text: string;
  signatures: { name: string; bytes: Bytes | null }[];
  checkpoint: Checkpoint;
}

function parseCheckpointText(text: string): Checkpoint | null {
  const lines = text.slice(0, -1).split('\n');
  const [origin, sizeText, rootText] = lines;
  if (lines.length < 3 || !origin || !sizeText || !rootText) return null;
  if (lines.some((line) => line === '')) return null;
  if (!/^(0|[1-9][0-9]*)$/.test(sizeText)) return null;
  const size = Number(sizeText);
  const rootHash = fromBase64(rootText);
  if (!Number.isSafeInteger(size) || !rootHash || rootHash.length !== HASH_BYTES) return null;
  return { origin, size, rootHash };
}

/**
 * Reads a signed note: its text runs to the newline before the first blank
 * line (what is signed), then one line `— <name> <base64(key id || signature)>`
 * per signature. Null when it is not a checkpoint in that form.
 */
export function readSignedNote(note: string): SignedNote | null {
  // eslint-disable-next-line no-control-regex -- the spec forbids control characters but newline
  if (/[\u0000-\u0009\u000b-\u001f]/.test(note) || !note.endsWith('\n')) return null;
  const split = note.indexOf('\n\n');
  if (split < 0) return null;
  const text = note.slice(0, split + 1);
  const signatures: SignedNote['signatures'] = [];
  for (const line of note.slice(split + 2, -1).split('\n')) {
    const match = /^\u2014 (\S+) (\S+)$/u.exec(line);
    if (!match?.[1] || !match[2]) return null;
    signatures.push({ name: match[1], bytes: fromBase64(match[2]) });
  }
  const checkpoint = parseCheckpointText(text);
  return checkpoint ? { text, signatures, checkpoint } : null;
}

/** What the signature check found; `unsupported` when this browser has no Ed25519. */
export type SignatureCheck = 'valid' | 'invalid' | 'unsupported';

/**
 * Checks the note's signature by the key: a signature line of its name whose
 * first 4 bytes are its key id must hold a valid Ed25519 signature of the text.
 */
export async function checkNoteSignature(
  note: SignedNote,
  key: VerifierKey,
): Promise<SignatureCheck> {
  const line = note.signatures.find(
    ({ name, bytes }) =>
      name === key.name &&
      bytes !== null &&
      bytes.length >= KEY_ID_BYTES &&
      equalBytes(bytes.subarray(0, KEY_ID_BYTES), key.keyId),
  );
  if (!line?.bytes || line.bytes.length !== KEY_ID_BYTES + SIGNATURE_BYTES) return 'invalid';
  let publicKey: CryptoKey;
  try {
    publicKey = await crypto.subtle.importKey('raw', key.publicKey, { name: 'Ed25519' }, false, [
      'verify',
    ]);
  } catch (error) {
    return error instanceof DOMException && error.name === 'NotSupportedError'
      ? 'unsupported'
      : 'invalid';
  }
  try {
    const isValid = await crypto.subtle.verify(
      { name: 'Ed25519' },
      publicKey,
      line.bytes.slice(KEY_ID_BYTES),
      utf8(note.text),
    );
    return isValid ? 'valid' : 'invalid';
  } catch {
    return 'invalid';
  }
}
