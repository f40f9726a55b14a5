import type { CertificateAnswer, Opening } from '@registry/contract/retirements/certificate';
import {
  checkNoteSignature,
  equalBytes,
  fromBase64,
  hashLeaf,
  parseVerifierKey,
  readSignedNote,
  rootFromInclusion,
  sha256,
  toHex,
  utf8,
  type Bytes,
  type SignatureCheck,
} from './log-proof';

/*
 * A retirement certificate checked against the public log in the browser,
 * without trusting the registry (DESIGN.md 4.4): its own chunk, imported when
 * the page shows a certificate (use-certificate-check.ts).
 *
 * 1. leaf:      the leaf (its canonical JSON, as hashed) is a `ledger.retire`
 *               naming this certificate's number, purpose and quantity;
 * 2. openings:  the public note, and the beneficiary when the retirement is
 *               public, open the leaf's commitments SHA-256("<text>:<salt>");
 * 3. inclusion: the root recomputed from the leaf's hash and its audit path is
 *               the checkpoint's, for a tree of the checkpoint's size;
 * 4. signature: the checkpoint is signed by the log's key (the vkey).
 * Every check runs, so a failure names each one that failed.
 */

/** The checks, in the order the page names a failure. */
export const CHECKS = ['leaf', 'openings', 'inclusion', 'signature'] as const;
export type CheckName = (typeof CHECKS)[number];

export type Verification =
  /** Every check passed. */
  | {
      outcome: 'verified';
      /** 1-based position of the leaf in the log. */
      position: number;
      treeSize: number;
      keyName: string;
      /** The log key's id in hex, to compare with GET /api/log/public-key. */
      keyId: string;
      isBeneficiaryOpened: boolean;
    }
  /** The leaf and openings passed; the leaf waits for a checkpoint. */
  | { outcome: 'pending'; isBeneficiaryOpened: boolean }
  | { outcome: 'failed'; failed: CheckName[] }
  /** Nothing failed, but this browser cannot check an Ed25519 signature. */
  | { outcome: 'unsupported' };

interface RetirementLeaf {
  kind: 'ledger.retire';
  quantityKg: number;
  retirement: { beneficiary: string; certificate: string; note: string; purpose: string };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The leaf as a retirement's, or null when it is not JSON of that shape. */
function readLeaf(leafData: string): RetirementLeaf | null {
  let leaf: unknown;
  try {
    leaf = JSON.parse(leafData);
  } catch {
    return null;
  }
  if (!isObject(leaf) || leaf.kind !== 'ledger.retire' || !isObject(leaf.retirement)) return null;
  const { beneficiary, certificate, note, purpose } = leaf.retirement;
  const texts = [beneficiary, certificate, note, purpose];
  if (typeof leaf.quantityKg !== 'number' || texts.some((text) => typeof text !== 'string')) {
    return null;
  }
  return leaf as unknown as RetirementLeaf;
}

function leafNamesCertificate(
  leaf: RetirementLeaf | null,
  { certificate }: CertificateAnswer,
): boolean {
  return (
    leaf !== null &&
    leaf.retirement.certificate === certificate.certificateNumber &&
    leaf.retirement.purpose === certificate.purpose &&
    leaf.quantityKg === certificate.quantityKg
  );
}

/** SHA-256("<text>:<salt>") as lowercase hex equals the commitment. */
async function opens(opening: Opening, commitment: string): Promise<boolean> {
  return toHex(await sha256(utf8(`${opening.text}:${opening.salt}`))) === commitment;
}

/** The beneficiary the opening's canonical JSON names, or null when it is not one. */
function readBeneficiary(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

async function openingsMatch(
  leaf: RetirementLeaf | null,
  { certificate, proof }: CertificateAnswer,
): Promise<boolean> {
  if (!leaf) return false;
  const { note, beneficiary } = proof.openings;
  if (note.text !== certificate.publicNote || !(await opens(note, leaf.retirement.note))) {
    return false;
  }
  // A private retirement opens no beneficiary, and the page shows none.
  if (beneficiary === null) return certificate.beneficiary === null;
  const opened = readBeneficiary(beneficiary.text);
  const shown = certificate.beneficiary;
  return (
    shown !== null &&
    opened !== null &&
    opened.name === shown.name &&
    opened.documentNumber === shown.documentNumber &&
    opened.lei === shown.lei &&
    (await opens(beneficiary, leaf.retirement.beneficiary))
  );
}

/** The audit path's hashes, or null when one is not a base64 SHA-256. */
function readPath(hashes: readonly string[]): Bytes[] | null {
  const path = hashes.map(fromBase64);
  return path.every((hash): hash is Bytes => hash !== null) ? path : null;
}

/** Checks a certificate and its proof; never throws on what the answer holds. */
export async function verifyCertificate(answer: CertificateAnswer): Promise<Verification> {
  const { proof } = answer;
  const leaf = readLeaf(proof.leafData);
  const failed = new Set<CheckName>();
  if (!leafNamesCertificate(leaf, answer)) failed.add('leaf');
  if (!(await openingsMatch(leaf, answer))) failed.add('openings');
  const isBeneficiaryOpened = proof.openings.beneficiary !== null;
  const { inclusion } = proof;
  if (inclusion === null) {
    return failed.size > 0
      ? { outcome: 'failed', failed: CHECKS.filter((check) => failed.has(check)) }
      : { outcome: 'pending', isBeneficiaryOpened };
  }

  const note = readSignedNote(inclusion.checkpoint);
  const path = readPath(inclusion.hashes);
  const leafHash = await hashLeaf(utf8(proof.leafData));
  const root = path
    ? await rootFromInclusion(inclusion.leafIndex, inclusion.treeSize, leafHash, path)
    : null;
  const isIncluded =
    root !== null &&
    note !== null &&
    note.checkpoint.size === inclusion.treeSize &&
    equalBytes(root, note.checkpoint.rootHash);
  if (!isIncluded) failed.add('inclusion');

  const key = await parseVerifierKey(proof.vkey);
  const signature: SignatureCheck = key && note ? await checkNoteSignature(note, key) : 'invalid';
  if (signature === 'invalid') failed.add('signature');

  if (failed.size > 0) {
    return { outcome: 'failed', failed: CHECKS.filter((check) => failed.has(check)) };
  }
  if (signature === 'unsupported' || !key) return { outcome: 'unsupported' };
  return {
    outcome: 'verified',
    position: inclusion.leafIndex + 1,
    treeSize: inclusion.treeSize,
    keyName: key.name,
    keyId: key.keyIdHex,
    isBeneficiaryOpened,
  };
}
