import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type {
  Certificate,
  CertificateAnswer,
  CertificateProof,
} from '@registry/contract/retirements/certificate';
import type { Beneficiary } from '@registry/contract/retirements/retirements-api';
// The API's own code makes the proof, so the page is checked against what the server writes.
import {
  beneficiaryTextOf,
  commitmentToText,
} from '../../../../../api/src/modules/certificates/commitments';
import { signCheckpoint, verifierKey } from '../../../../../api/src/modules/log/checkpoint-note';
import {
  hashLeaf,
  inclusionProof,
  readerOfLeaves,
  rootOfLeaves,
} from '../../../../../api/src/modules/log/merkle';

/*
 * A REAL certificate proof for tests: a retirement leaf written as the SQL
 * function ledger_retire writes it (canonical JSON, keys in order), with the
 * commitments to the beneficiary and the note; a log of a few leaves around
 * it; its inclusion proof; and a checkpoint signed with a fresh Ed25519 key as
 * the registry signs one.
 */

export const CERTIFICATE_ID = 'q7Hn2VxWc9LmPz4Rt8YbKa';
export const LOG_ORIGIN = 'registro.example/log';

/** The beneficiary as the retirement was asked for (its ids as the API keeps them). */
export const BENEFICIARY: Beneficiary = {
  name: 'Hotel Ñandú Ltda.',
  countryId: 48,
  documentTypeId: 1,
  documentNumber: '800222333',
  lei: '',
};

export const CERTIFICATE: Certificate = {
  emitCertificationId: CERTIFICATE_ID,
  certificateNumber: 'CR-RET-2026-3',
  createdAt: '2026-03-14T12:00:00.000Z',
  quantityKg: 2_500_000,
  isKg: false,
  purpose: 'corsia',
  usingEntity: 'Aerolínea Cóndor S.A.',
  isPublic: true,
  publicNote: 'Vuelos de 2025: compensación CORSIA.',
  serial: 'CR-VCS-CO-VCS-CO-0001-2024-1-11-2510',
  vintage: 2024,
  project: {
    id: 5,
    name: 'Energía Solar Páramo',
    code: 'VCS-CO-0001',
    standard: 'VCS',
    country: 'Colombia',
  },
  beneficiary: {
    name: BENEFICIARY.name,
    country: 'Colombia',
    documentType: 'NIT',
    documentNumber: BENEFICIARY.documentNumber,
    lei: '',
  },
  carbonTax: null,
};

export interface ProofOptions {
  certificate?: Certificate;
  /** How many leaves the log holds, and where the retirement's is. */
  treeSize?: number;
  leafIndex?: number;
  /** Fields of the leaf's `retirement` that differ from the certificate's. */
  leafRetirement?: Partial<Record<'certificate' | 'purpose', string>>;
}

const salt = () => randomBytes(16).toString('hex');
const utf8 = (text: string) => new TextEncoder().encode(text);

/** Another event of the log: a project's transition. */
const otherLeaf = (i: number) =>
  JSON.stringify({
    createdAt: `2026-03-1${i % 10}T08:00:00.000Z`,
    kind: 'project.transition',
    projectId: 40 + i,
    to: 'registered',
    version: 1,
  });

/** The leaf of the retirement, in canonical JSON as ledger_record writes it. */
function retirementLeaf(
  certificate: Certificate,
  commitments: { beneficiary: string; note: string },
  extra: ProofOptions['leafRetirement'] = {},
): string {
  const block = (id: number, status: string, account: string) => ({
    account,
    divisible: false,
    fromKg: 1,
    id,
    issuanceId: 3,
    parentId: id === 9 ? 7 : null,
    status,
    toKg: certificate.quantityKg,
  });
  return JSON.stringify({
    blocksAfter: [block(9, 'retired', commitmentToText('12', salt()))],
    blocksBefore: [block(7, 'active', commitmentToText('12', salt()))],
    createdAt: certificate.createdAt,
    issuanceId: 3,
    kind: 'ledger.retire',
    movementId: 31,
    quantityKg: certificate.quantityKg,
    retirement: {
      beneficiary: commitments.beneficiary,
      certificate: extra.certificate ?? certificate.certificateNumber,
      note: commitments.note,
      purpose: extra.purpose ?? certificate.purpose,
    },
    version: 2,
  });
}

export interface ProofFixture {
  /** The answer once the leaf is in a signed checkpoint. */
  answer: CertificateAnswer;
  /** The same answer while the leaf waits for the sequencer. */
  pending: CertificateAnswer;
}

/** A certificate with its real proof; a private one when `certificate.beneficiary` is null. */
export function buildCertificateAnswer(options: ProofOptions = {}): ProofFixture {
  const certificate = options.certificate ?? CERTIFICATE;
  const treeSize = options.treeSize ?? 5;
  const leafIndex = options.leafIndex ?? 2;
  const beneficiaryText = beneficiaryTextOf(BENEFICIARY);
  const beneficiarySalt = salt();
  const noteSalt = salt();
  const leafData = retirementLeaf(
    certificate,
    {
      beneficiary: commitmentToText(beneficiaryText, beneficiarySalt),
      note: commitmentToText(certificate.publicNote, noteSalt),
    },
    options.leafRetirement,
  );
  const leaves = Array.from({ length: treeSize }, (_, i) =>
    i === leafIndex ? leafData : otherLeaf(i),
  );
  const leafHashes = leaves.map((leaf) => hashLeaf(utf8(leaf)));
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const rootHash = rootOfLeaves(leafHashes);
  const hashes = inclusionProof(readerOfLeaves(leafHashes), leafIndex, treeSize);
  const proof: CertificateProof = {
    leafData,
    openings: {
      beneficiary:
        certificate.beneficiary === null ? null : { text: beneficiaryText, salt: beneficiarySalt },
      note: { text: certificate.publicNote, salt: noteSalt },
    },
    inclusion: {
      leafIndex,
      treeSize,
      hashes: hashes.map((hash) => Buffer.from(hash).toString('base64')),
      checkpoint: signCheckpoint({ origin: LOG_ORIGIN, size: treeSize, rootHash }, privateKey),
      signedAt: '2026-11-20T15:04:05.000Z',
    },
    vkey: verifierKey(LOG_ORIGIN, publicKey),
  };
  return {
    answer: { certificate, proof },
    pending: { certificate, proof: { ...proof, inclusion: null } },
  };
}

/** The checkpoint with one byte of its Ed25519 signature flipped. */
export function flipSignatureByte(checkpoint: string): string {
  const lines = checkpoint.split('\n');
  const index = lines.findIndex((line) => line.startsWith('\u2014 '));
  const [dash, name, encoded = ''] = (lines[index] ?? '').split(' ');
  const bytes = Buffer.from(encoded, 'base64');
  bytes[20] = (bytes[20] ?? 0) ^ 0x01;
  lines[index] = `${dash} ${name} ${bytes.toString('base64')}`;
  return lines.join('\n');
}

/** A private retirement's certificate: no beneficiary shown, none opened. */
export const PRIVATE_CERTIFICATE: Certificate = {
  ...CERTIFICATE,
  isPublic: false,
  beneficiary: null,
};

/** A carbon-tax retirement's certificate, in kg. */
export const CARBON_TAX_CERTIFICATE: Certificate = {
  ...CERTIFICATE,
  certificateNumber: 'CR-RET-2026-4',
  purpose: 'carbonTax',
  quantityKg: 1_250,
  isKg: true,
  publicNote: '',
  carbonTax: {
    passiveSubject: 'Combustibles del Norte S.A.',
    taxId: '900789012-2',
    fuel: 'naturalGas',
    taxPeriod: '2026-02',
  },
};
