import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateAnswer } from '@registry/contract/retirements/certificate';
import type {
  PassiveSubject,
  RetireRequest,
  RetirementRow,
} from '@registry/contract/retirements/retirements-api';
import { call, codeOf, type Answer } from '../../../test/kit/call';
import {
  freshIssuance,
  ledgerPost,
  openLedgerScene,
  type LedgerScene,
} from '../../../test/kit/ledger';
import { companyIdOf } from '../../../test/kit/projects';
import { logIn } from '../../../test/kit/session';
import type { TestApp } from '../../../test/test-app';
import { parseVerifierKey, verifyCheckpoint } from '../log/checkpoint-note';
import { hashLeaf, verifyInclusion } from '../log/merkle';
import { sequenceLog } from '../log/sequence-log';
import { pdfText } from '../../../test/kit/pdf-text';

let s: LedgerScene;
let t: TestApp;

beforeAll(async () => {
  s = await openLedgerScene();
  t = s.t;
}, 60_000);

afterAll(async () => {
  await t.close();
});

async function retire(overrides: Partial<RetireRequest> = {}) {
  const { serialId } = await freshIssuance(t, s.certifier.token, s.projectId, 5);
  const { body } = await ledgerPost(
    t,
    s.owner.token,
    '/api/platform/projectCompanyTransfer/retire',
    {
      serialId,
      quantity: 2,
      isKg: false,
      beneficiary: {
        name: 'Hotel Ñandú Ltda.',
        countryId: 1,
        documentTypeId: 1,
        documentNumber: '800222333',
        lei: '',
      },
      purpose: 'corsia',
      usingEntity: 'Aerolínea Cóndor',
      isPublic: true,
      publicNote: 'Vuelos de 2025: compensación CORSIA.',
      observation: 'Solo para uso interno.',
      carbonTax: null,
      ...overrides,
    },
  );
  return body.emitCertificationId ?? '';
}

type CertificateBody = Answer & CertificateAnswer;
type RetirementsAnswer = { retirements: RetirementRow[] };
const certificateOf = (id: string, lng: 'es' | 'en' | 'pt' = 'es') =>
  call<CertificateBody>(t, 'GET', `/api/public/certificates/${id}`, { lng });

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

describe('a retirement certificate, public', () => {
  it('shows anyone, without a login, what was retired for whom and why, and never the holder', async () => {
    const id = await retire();
    const { status, body } = await certificateOf(id);
    expect(status).toBe(200);
    expect(body.certificate).toMatchObject({
      emitCertificationId: id,
      quantityKg: 2000,
      isKg: false,
      purpose: 'corsia',
      usingEntity: 'Aerolínea Cóndor',
      publicNote: 'Vuelos de 2025: compensación CORSIA.',
      beneficiary: { name: 'Hotel Ñandú Ltda.', documentNumber: '800222333', lei: '' },
      carbonTax: null,
    });
    expect(body.certificate.beneficiary?.country).not.toBe('');
    expect(body.certificate.serial).toMatch(/-1-2$/);
    const text = JSON.stringify(body);
    expect(text).not.toContain('Bosques del Pacífico');
    expect(text).not.toContain('Solo para uso interno');
  });

  it("proves itself against the signed log once the sequencer has appended its leaf, and its openings match the leaf's commitments", async () => {
    const id = await retire();
    const before = await certificateOf(id);
    expect(before.body.proof.inclusion).toBeNull();

    await sequenceLog(t.database.db, t.app.logSigner);
    const { body } = await certificateOf(id);
    const { proof } = body;
    const inclusion = proof.inclusion!;
    const leaf = JSON.parse(proof.leafData) as { kind: string; retirement: Record<string, string> };
    expect(leaf.kind).toBe('ledger.retire');
    expect(leaf.retirement.certificate).toBe(body.certificate.certificateNumber);
    const beneficiary = proof.openings.beneficiary!;
    expect(sha256Hex(`${beneficiary.text}:${beneficiary.salt}`)).toBe(leaf.retirement.beneficiary);
    expect(JSON.parse(beneficiary.text)).toMatchObject({ name: 'Hotel Ñandú Ltda.' });
    const note = proof.openings.note;
    expect(sha256Hex(`${note.text}:${note.salt}`)).toBe(leaf.retirement.note);

    const checkpoint = verifyCheckpoint(inclusion.checkpoint, parseVerifierKey(proof.vkey));
    expect(checkpoint.size).toBe(inclusion.treeSize);
    const leafHash = hashLeaf(new TextEncoder().encode(proof.leafData));
    const path = inclusion.hashes.map((h) => new Uint8Array(Buffer.from(h, 'base64')));
    expect(
      verifyInclusion(inclusion.leafIndex, inclusion.treeSize, leafHash, path, checkpoint.rootHash),
    ).toBe(true);
    // A leaf changed by one character is not the one the checkpoint holds.
    const tampered = hashLeaf(new TextEncoder().encode(proof.leafData.replace('corsia', 'other')));
    expect(
      verifyInclusion(inclusion.leafIndex, inclusion.treeSize, tampered, path, checkpoint.rootHash),
    ).toBe(false);
  });

  it('hides the beneficiary of a private retirement and its opening', async () => {
    const id = await retire({ isPublic: false });
    const { body } = await certificateOf(id);
    expect(body.certificate.beneficiary).toBeNull();
    expect(body.proof.openings.beneficiary).toBeNull();
    expect(JSON.stringify(body)).not.toContain('Ñandú');
  });

  it("names a carbon tax's passive subject, its tax id, fuel and period", async () => {
    const passiveSubjectCompanyId = await companyIdOf(t, 'passivesubject@demo.example');
    const id = await retire({
      purpose: 'carbonTax',
      carbonTax: { passiveSubjectCompanyId, fuel: 'naturalGas', taxPeriod: '2026' },
    });
    const { body } = await certificateOf(id, 'en');
    expect(body.certificate.carbonTax).toEqual({
      passiveSubject: 'Combustibles del Norte S.A.',
      taxId: '900789012-2',
      fuel: 'naturalGas',
      taxPeriod: '2026',
    });
  });

  it('answers 404 for an id no certificate has, and 400 for one that is not an id', async () => {
    const missing = await certificateOf('AAAAAAAAAAAAAAAAAAAAAA');
    expect([missing.status, codeOf(missing)]).toEqual([404, 'ERROR_CERTIFICATE_NOT_FOUND']);
    expect((await certificateOf('1')).status).toBe(400);
  });
});

describe("the company's retirements and the passive subjects", () => {
  const T = '/api/platform/projectCompanyTransfer';

  it('lists the retiring company its retirements, newest first, each with its certificate; no other company sees them', async () => {
    const first = await retire({ isPublic: false });
    const second = await retire();
    const { body } = await call<Answer & RetirementsAnswer>(t, 'GET', `${T}/retirements`, {
      token: s.owner.token,
    });
    const ids = body.retirements.map((row) => row.emitCertificationId);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(body.retirements.find((row) => row.emitCertificationId === first)).toMatchObject({
      quantityKg: 2000,
      isKg: false,
      purpose: 'corsia',
      beneficiaryName: 'Hotel Ñandú Ltda.',
      isPublic: false,
      projectId: s.projectId,
    });
    const trader = await logIn(t, 'trader@demo.example');
    const theirs = await call<Answer & RetirementsAnswer>(t, 'GET', `${T}/retirements`, {
      token: trader.token,
    });
    expect(theirs.body.retirements.map((row) => row.emitCertificationId)).not.toContain(first);
  });

  it('offers the passive-subject companies with their tax ids to a caller who may retire', async () => {
    const { body } = await call<Answer & { passiveSubjects: PassiveSubject[] }>(
      t,
      'GET',
      `${T}/passive-subjects`,
      { token: s.owner.token },
    );
    expect(body.passiveSubjects).toContainEqual(
      expect.objectContaining({ name: 'Combustibles del Norte S.A.', taxId: '900789012-2' }),
    );
    expect(body.passiveSubjects.map((row) => row.name)).not.toContain(
      'Bosques del Pacífico S.A.S.',
    );
  });
});

describe("a certificate's PDF", () => {
  const pdfOf = async (id: string, lng: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/public/certificates/${id}/pdf?lng=${lng}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return response.rawPayload;
  };

  it.each([
    ['es', 'Certificado de retiro de créditos de carbono', 'Compensación CORSIA'],
    ['en', 'Carbon credit retirement certificate', 'CORSIA offsetting'],
    ['pt', 'Certificado de aposentadoria de créditos de carbono', 'Compensação CORSIA'],
  ])(
    'reads back in %s with every accent, the beneficiary, the serial and the log entry, without a login or the platform header',
    async (lng, title, purpose) => {
      const id = await retire();
      await sequenceLog(t.database.db, t.app.logSigner);
      const { body } = await certificateOf(id);
      const pdf = await pdfOf(id, lng);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(pdf).replace(/\s+/g, ' ');
      expect(text).toContain(title);
      expect(text).toContain(body.certificate.certificateNumber);
      expect(text).toContain(purpose);
      expect(text).toContain('Hotel Ñandú Ltda.');
      expect(text).toContain('Aerolínea Cóndor');
      expect(text).toContain('Vuelos de 2025: compensación CORSIA.');
      expect(text).toContain(body.certificate.serial);
      expect(text).toContain(`/emit-certification/${id}`);
      const { leafIndex, treeSize } = body.proof.inclusion!;
      const number = new Intl.NumberFormat({ es: 'es-CO', en: 'en-US', pt: 'pt-BR' }[lng]);
      expect(text).toContain(`${number.format(leafIndex + 1)} `);
      expect(text).toContain(` ${number.format(treeSize)} `);
      expect(text).not.toContain('Solo para uso interno');
    },
  );

  it('says a private beneficiary asked not to be named, and stays small', async () => {
    const id = await retire({ isPublic: false });
    const pdf = await pdfOf(id, 'es');
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('El beneficiario pidió que su nombre no sea público.');
    expect(text).not.toContain('Ñandú');
    expect(pdf.length).toBeLessThan(100_000);
  });
});
