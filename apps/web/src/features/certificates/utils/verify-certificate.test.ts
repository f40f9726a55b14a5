import { describe, expect, it, vi } from 'vitest';
import type { CertificateAnswer } from '@registry/contract/retirements/certificate';
import {
  buildCertificateAnswer,
  CARBON_TAX_CERTIFICATE,
  CERTIFICATE,
  flipSignatureByte,
  LOG_ORIGIN,
  PRIVATE_CERTIFICATE,
} from '../test/certificate-proof';
import { verifyCertificate } from './verify-certificate';

const { answer, pending } = buildCertificateAnswer();
const inclusionOf = (certificate: CertificateAnswer) => {
  if (!certificate.proof.inclusion) throw new Error('no inclusion');
  return certificate.proof.inclusion;
};

/** The answer with some of its proof changed. */
function withProof(
  base: CertificateAnswer,
  change: Partial<CertificateAnswer['proof']>,
): CertificateAnswer {
  return { ...base, proof: { ...base.proof, ...change } };
}

describe('verifyCertificate', () => {
  it('verifies a real proof: position, size, the key that signed and its fingerprint', async () => {
    const keyId = answer.proof.vkey.split('+')[1];
    expect(await verifyCertificate(answer)).toEqual({
      outcome: 'verified',
      position: 3,
      treeSize: 5,
      keyName: LOG_ORIGIN,
      keyId,
      isBeneficiaryOpened: true,
    });
  });

  it('recomputes the root of every leaf of trees of 1 to 9 leaves', async () => {
    for (let treeSize = 1; treeSize <= 9; treeSize++) {
      for (let leafIndex = 0; leafIndex < treeSize; leafIndex++) {
        const result = await verifyCertificate(
          buildCertificateAnswer({ treeSize, leafIndex }).answer,
        );
        expect(result, `${leafIndex} of ${treeSize}`).toMatchObject({
          outcome: 'verified',
          position: leafIndex + 1,
          treeSize,
        });
      }
    }
  });

  it('verifies a private retirement without opening its beneficiary, and a carbon tax in kg', async () => {
    const privately = buildCertificateAnswer({ certificate: PRIVATE_CERTIFICATE }).answer;
    expect(await verifyCertificate(privately)).toMatchObject({
      outcome: 'verified',
      isBeneficiaryOpened: false,
    });
    const carbonTax = buildCertificateAnswer({ certificate: CARBON_TAX_CERTIFICATE }).answer;
    expect(await verifyCertificate(carbonTax)).toMatchObject({ outcome: 'verified' });
  });

  it('finds a leaf changed by one character not in the log', async () => {
    const leafData = answer.proof.leafData.replace('T12:00:00', 'T12:00:01');
    expect(leafData).not.toBe(answer.proof.leafData);
    expect(await verifyCertificate(withProof(answer, { leafData }))).toEqual({
      outcome: 'failed',
      failed: ['inclusion'],
    });
  });

  it('finds a certificate that does not match its leaf: number, purpose or quantity', async () => {
    const renumbered = {
      ...answer,
      certificate: { ...CERTIFICATE, certificateNumber: 'CR-RET-2026-9' },
    };
    const otherPurpose = buildCertificateAnswer({ leafRetirement: { purpose: 'other' } }).answer;
    const otherQuantity = { ...answer, certificate: { ...CERTIFICATE, quantityKg: 2_400_000 } };
    for (const changed of [renumbered, otherPurpose, otherQuantity]) {
      expect(await verifyCertificate(changed)).toEqual({ outcome: 'failed', failed: ['leaf'] });
    }
  });

  it('finds an opening that does not match its commitment or the page', async () => {
    const { openings } = answer.proof;
    const beneficiary = openings.beneficiary!;
    const cases: CertificateAnswer[] = [
      withProof(answer, {
        openings: { ...openings, note: { ...openings.note, text: 'Otra nota' } },
      }),
      withProof(answer, {
        openings: { ...openings, beneficiary: { ...beneficiary, salt: '00'.repeat(16) } },
      }),
      // The page shows a beneficiary the opening does not name ...
      {
        ...answer,
        certificate: {
          ...CERTIFICATE,
          beneficiary: { ...CERTIFICATE.beneficiary!, documentNumber: '800222334' },
        },
      },
      // ... or one no opening proves.
      withProof(answer, { openings: { ...openings, beneficiary: null } }),
    ];
    for (const changed of cases) {
      expect(await verifyCertificate(changed)).toEqual({ outcome: 'failed', failed: ['openings'] });
    }
  });

  it("finds a checkpoint whose signature is not the log key's", async () => {
    const inclusion = inclusionOf(answer);
    const flipped = withProof(answer, {
      inclusion: { ...inclusion, checkpoint: flipSignatureByte(inclusion.checkpoint) },
    });
    const otherKey = withProof(answer, { vkey: buildCertificateAnswer().answer.proof.vkey });
    const badVkey = withProof(answer, {
      vkey: answer.proof.vkey.replace(/\+[0-9a-f]{8}\+/, '+00000000+'),
    });
    for (const changed of [flipped, otherKey, badVkey]) {
      expect(await verifyCertificate(changed)).toEqual({
        outcome: 'failed',
        failed: ['signature'],
      });
    }
  });

  it('finds an audit path or tree size that does not lead to the signed root', async () => {
    const inclusion = inclusionOf(answer);
    const cases = [
      { ...inclusion, hashes: inclusion.hashes.slice(1) },
      { ...inclusion, hashes: [...inclusion.hashes].reverse() },
      { ...inclusion, hashes: [...inclusion.hashes.slice(1), 'not base64'] },
      { ...inclusion, leafIndex: 3 },
      { ...inclusion, leafIndex: 7 },
      { ...inclusion, treeSize: 6 },
    ];
    for (const changed of cases) {
      expect(await verifyCertificate(withProof(answer, { inclusion: changed }))).toEqual({
        outcome: 'failed',
        failed: ['inclusion'],
      });
    }
  });

  it('names every check a broken answer fails', async () => {
    const inclusion = inclusionOf(answer);
    const broken = withProof(answer, {
      leafData: 'not json',
      inclusion: { ...inclusion, checkpoint: 'not a note\n' },
    });
    expect(await verifyCertificate(broken)).toEqual({
      outcome: 'failed',
      failed: ['leaf', 'openings', 'inclusion', 'signature'],
    });
  });

  it('says a leaf waiting for its checkpoint is pending, unless the leaf already fails', async () => {
    expect(await verifyCertificate(pending)).toEqual({
      outcome: 'pending',
      isBeneficiaryOpened: true,
    });
    const renumbered = { ...pending, certificate: { ...CERTIFICATE, certificateNumber: 'X' } };
    expect(await verifyCertificate(renumbered)).toEqual({ outcome: 'failed', failed: ['leaf'] });
  });

  it('says so when the browser cannot check an Ed25519 signature', async () => {
    const importKey = crypto.subtle.importKey.bind(crypto.subtle);
    vi.spyOn(crypto.subtle, 'importKey').mockImplementation((...args) => {
      if (JSON.stringify(args[2]).includes('Ed25519')) {
        return Promise.reject(new DOMException('Ed25519', 'NotSupportedError'));
      }
      return importKey(...args);
    });
    expect(await verifyCertificate(answer)).toEqual({ outcome: 'unsupported' });
  });

  it('checks a leaf of a log of 16,384 entries quickly (the time is reported, not asserted)', async ({
    annotate,
  }) => {
    const large = buildCertificateAnswer({ treeSize: 16_384, leafIndex: 12_345 }).answer;
    const first = performance.now();
    expect(await verifyCertificate(large)).toMatchObject({ outcome: 'verified', position: 12_346 });
    const cold = performance.now() - first;
    const runs = 20;
    const start = performance.now();
    for (let i = 0; i < runs; i++) await verifyCertificate(large);
    const warm = (performance.now() - start) / runs;
    await annotate(
      `verification: first run ${cold.toFixed(1)} ms, then ${warm.toFixed(1)} ms on average (${inclusionOf(large).hashes.length} hashes in the audit path)`,
    );
  });
});
