import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadReportRequest } from '@registry/contract/projects/signatures';
import { logEvents } from '../../db/schema/log';
import { projectDocuments } from '../../db/schema/projects';
import { signatureRecords, signatureRequests } from '../../db/schema/signatures';
import { codeOf } from '../../../test/kit/call';
import {
  completeDraft,
  moveProject,
  PDF,
  saveProject,
  uploadPdd,
} from '../../../test/kit/projects';
import { logIn, type Session } from '../../../test/kit/session';
import {
  openSignature,
  projectInValidation,
  projectSignatures,
  signaturePathOf,
  signWith,
  uploadReport,
} from '../../../test/kit/signatures';
import { mailsTo } from '../../../test/outbox';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { verifyRecord } from './signature-record';

let t: TestApp;
let developer: Session;
let certifier: Session;
let ovv: Session;
let trader: Session;
beforeAll(async () => {
  t = await createTestApp();
  developer = await logIn(t, 'developer@demo.example');
  certifier = await logIn(t, 'certifier@demo.example');
  ovv = await logIn(t, 'ovv@demo.example');
  trader = await logIn(t, 'trader@demo.example');
});
afterAll(async () => {
  await t.close();
});

/** The ovv uploads a validation report to a new project in validation; answers the mailed link. */
async function requestValidationSignature(name: string) {
  const projectId = await projectInValidation(
    t,
    { developer: developer.token, certifier: certifier.token },
    name,
  );
  const before = mailsTo(t, 'ovv@demo.example').length;
  const file = await uploadPdd(t, ovv.token, `Validation ${name}.pdf`);
  const uploaded = await uploadReport(t, ovv.token, projectId, {
    documentType: 'validationReport',
    file,
    period: null,
    isPublic: true,
  });
  expect(uploaded.status).toBe(200);
  const mails = mailsTo(t, 'ovv@demo.example');
  expect(mails).toHaveLength(before + 1);
  const path = signaturePathOf(mails.at(-1));
  if (!path) throw new Error('no signature link in the mail');
  return { projectId, path, mail: mails.at(-1) };
}

describe('the report and its link', () => {
  it('mails the ovv a one-time link that shows the document, its SHA-256 and the consent', async () => {
    const { projectId, path, mail } = await requestValidationSignature('Páramo firmado');
    expect(mail?.subject).toContain('Sign the document');
    expect(path).toContain(`/${projectId}/${ovv.caller.userId}`);
    const opened = await openSignature(t, ovv.token, path, 'es');
    expect(opened.status).toBe(200);
    expect(opened.body.request).toMatchObject({
      projectId,
      documentType: 'validationReport',
      documentName: 'Validation Páramo firmado.pdf',
      documentSha256: createHash('sha256').update(PDF).digest('hex'),
      role: 'ovv',
    });
    expect(opened.body.request?.consentText).toContain('firmo el documento');
    expect(opened.body.request?.downloadUrl).toMatch(/^http|^\//);
    // Only the token's hash is kept.
    const tokens = await t.database.db.select().from(signatureRequests);
    expect(tokens.some((row) => path.includes(row.tokenHash))).toBe(false);
  });

  it('refuses a report from a party that may not upload it, or in another state', async () => {
    const projectId = await projectInValidation(
      t,
      { developer: developer.token, certifier: certifier.token },
      'Informe ajeno',
    );
    const file = await uploadPdd(t, developer.token, 'Validation.pdf');
    const byDeveloper = await uploadReport(t, developer.token, projectId, {
      documentType: 'validationReport',
      file,
      period: null,
      isPublic: true,
    });
    expect(byDeveloper.status).toBe(400);
    expect(codeOf(byDeveloper)).toBe('ERROR_REPORT_NOT_ALLOWED');
    const ovvFile = await uploadPdd(t, ovv.token, 'Verification.pdf');
    const wrongState = await uploadReport(t, ovv.token, projectId, {
      documentType: 'verificationReport',
      file: ovvFile,
      period: 1,
      isPublic: true,
    });
    expect(codeOf(wrongState)).toBe('ERROR_REPORT_NOT_ALLOWED');
    const byTrader = await uploadReport(t, trader.token, projectId, {
      documentType: 'validationReport',
      file: ovvFile,
      period: null,
      isPublic: true,
    });
    expect(byTrader.status).toBe(403);
  });
});

describe('signing', () => {
  it('keeps a record signed by the registry and a log leaf without personal data', async () => {
    const { projectId, path } = await requestValidationSignature('Manglar firmado');
    const signed = await signWith(t, ovv.token, path);
    expect(signed.status).toBe(200);
    const sha256 = createHash('sha256').update(PDF).digest('hex');
    expect(signed.body.record).toMatchObject({ role: 'ovv', documentSha256: sha256 });

    const [row] = await t.database.db
      .select()
      .from(signatureRecords)
      .where(eq(signatureRecords.projectId, projectId));
    if (!row) throw new Error('no record');
    const publicKey = await t.app.inject({ method: 'GET', url: '/api/log/public-key' });
    const { publicKey: pem } = publicKey.json<{ publicKey: string }>();
    expect(verifyRecord(row.recordJson, row.registrySignature, pem)).toBe(true);
    expect(verifyRecord(row.recordJson.replace('ovv', 'xyz'), row.registrySignature, pem)).toBe(
      false,
    );
    expect(createHash('sha256').update(row.recordJson).digest('hex')).toBe(row.recordSha256);
    expect(JSON.parse(row.recordJson)).toMatchObject({
      documentSha256: sha256,
      signer: { userId: ovv.caller.userId, email: 'ovv@demo.example' },
      consentText: row.consentText,
    });

    const leaves = await t.database.db
      .select()
      .from(logEvents)
      .where(eq(logEvents.kind, 'signature'));
    const leaf = leaves.map((event) => event.data).find((data) => data.includes(row.recordSha256));
    expect(leaf).toBeDefined();
    expect(JSON.parse(leaf ?? '{}')).toMatchObject({
      kind: 'signature',
      documentSha256: sha256,
      role: 'ovv',
      recordSha256: row.recordSha256,
    });
    expect(leaf).not.toContain('ovv@demo.example');
    expect(leaf).not.toContain(String(row.signerUserId) + ',');
    expect(leaf).not.toMatch(/name|email|userId|clientAddress/);

    const listed = await projectSignatures(t, developer.token, projectId);
    expect(listed.body.signatures).toEqual([
      expect.objectContaining({
        role: 'ovv',
        documentSha256: sha256,
        recordSha256: row.recordSha256,
      }),
    ]);
    expect((await projectSignatures(t, trader.token, projectId)).status).toBe(403);
  });

  it('refuses a used link, another user, a wrong password and an expired link', async () => {
    const { path } = await requestValidationSignature('Bosque de una firma');

    const otherUser = await signWith(t, developer.token, path);
    expect(otherUser.status).toBe(403);
    expect(codeOf(otherUser)).toBe('ERROR_SIGNATURE_OTHER_USER');
    expect((await openSignature(t, developer.token, path)).status).toBe(403);

    const wrong = await signWith(t, ovv.token, path, 'Not-The-Password-1');
    expect(wrong.status).toBe(400);
    expect(codeOf(wrong)).toBe('ERROR_SIGNATURE_PASSWORD');
    expect(wrong.body.codeMessages[0]?.message).toBe(
      'The password is not correct. The document was not signed.',
    );

    expect((await signWith(t, ovv.token, path)).status).toBe(200);
    const again = await signWith(t, ovv.token, path);
    expect(again.status).toBe(400);
    expect(codeOf(again)).toBe('ERROR_SIGNATURE_LINK_USED');
    expect(codeOf(await openSignature(t, ovv.token, path))).toBe('ERROR_SIGNATURE_LINK_USED');

    const unknown = await openSignature(
      t,
      ovv.token,
      path.replace(/\/signature\/.{4}/, '/signature/AAAA'),
    );
    expect(unknown.status).toBe(404);
    expect(codeOf(unknown)).toBe('ERROR_SIGNATURE_NOT_FOUND');

    const late = await requestValidationSignature('Firma tardía');
    await t.database.db
      .update(signatureRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signatureRequests.state, 'pending'));
    const expired = await signWith(t, ovv.token, late.path);
    expect(expired.status).toBe(400);
    expect(codeOf(expired)).toBe('ERROR_SIGNATURE_LINK_EXPIRED');
  });

  it('asks for a session and refuses a malformed link', async () => {
    const { path } = await requestValidationSignature('Sin sesión');
    const loggedOut = await t.app.inject({ method: 'GET', url: `/api${path}`, headers: HEADERS });
    expect(loggedOut.statusCode).toBe(401);
    const malformed = await openSignature(t, ovv.token, '/signature/short/1/1');
    expect(malformed.status).toBe(400);
  });
});

const SHA256 = createHash('sha256').update(PDF).digest('hex');

/** A new project of the demo parties, registered, with the monitoring report of period 1 sent. */
async function projectInVerification(name: string): Promise<number> {
  const tokens = { developer: developer.token, certifier: certifier.token };
  const projectId = await projectInValidation(t, tokens, name);
  await moveProject(t, certifier.token, projectId, { action: 'register' });
  const moved = await moveProject(t, developer.token, projectId, {
    action: 'submitMonitoring',
    period: 1,
  });
  expect(moved.body.state).toBe('verification');
  return projectId;
}

/** The certification of a period, uploaded by the token's company. */
async function uploadCertification(
  session: Session,
  projectId: number,
  period: number | null,
  name = 'Certificación.pdf',
) {
  const request: UploadReportRequest = {
    documentType: 'certification',
    file: await uploadPdd(t, session.token, name),
    period,
    isPublic: true,
  };
  return uploadReport(t, session.token, projectId, request);
}

describe("the certifier's certification", () => {
  it('is signed by the certifying user through the mailed link, kept, logged as the certifier and listed', async () => {
    const projectId = await projectInVerification('Certificación firmada');
    const before = mailsTo(t, 'certifier@demo.example').length;
    const uploaded = await uploadCertification(certifier, projectId, 1, 'Certificación P1.pdf');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.signerName).toBeTruthy();
    const mails = mailsTo(t, 'certifier@demo.example');
    expect(mails).toHaveLength(before + 1);
    const path = signaturePathOf(mails.at(-1));
    if (!path) throw new Error('no signature link in the mail');
    expect(path).toContain(`/${projectId}/${certifier.caller.userId}`);
    expect(mails.at(-1)?.body).toContain('certifier');

    const opened = await openSignature(t, certifier.token, path, 'es');
    expect(opened.body.request).toMatchObject({
      documentType: 'certification',
      documentName: 'Certificación P1.pdf',
      role: 'certifier',
    });
    expect(opened.body.request?.consentText).toContain('como certificador del proyecto');
    expect((await openSignature(t, ovv.token, path)).status).toBe(403);

    const signed = await signWith(t, certifier.token, path);
    expect(signed.status).toBe(200);
    expect(signed.body.record).toMatchObject({
      role: 'certifier',
      documentType: 'certification',
      documentSha256: SHA256,
    });
    const leaves = await t.database.db
      .select()
      .from(logEvents)
      .where(eq(logEvents.kind, 'signature'));
    const leaf = leaves
      .map((event) => event.data)
      .find((data) => data.includes(signed.body.record?.recordSha256 ?? '-'));
    expect(JSON.parse(leaf ?? '{}')).toMatchObject({ role: 'certifier', documentSha256: SHA256 });

    // Its period is kept with the document, and every party sees the signature.
    const [document] = await t.database.db
      .select()
      .from(projectDocuments)
      .where(eq(projectDocuments.id, uploaded.body.documentId ?? 0));
    expect(document).toMatchObject({ documentType: 'certification', period: 1 });
    const listed = await projectSignatures(t, developer.token, projectId);
    expect(listed.body.signatures).toEqual([
      expect.objectContaining({ role: 'certifier', documentName: 'Certificación P1.pdf' }),
    ]);
  });

  it('is accepted once the period is certified, for that period or an earlier one only', async () => {
    const projectId = await projectInVerification('Certificación después');
    await moveProject(t, certifier.token, projectId, { action: 'certifyPeriod', period: 1 });
    const after = await uploadCertification(certifier, projectId, 1);
    expect(after.status).toBe(200);
    const later = await uploadCertification(certifier, projectId, 2);
    expect(later.status).toBe(400);
    expect(codeOf(later)).toBe('ERROR_CERTIFICATION_PERIOD');
    expect(later.body.codeMessages[0]?.message).toContain('period 1 or an earlier one');
    const noPeriod = await uploadCertification(certifier, projectId, null);
    expect(codeOf(noPeriod)).toBe('ERROR_PROJECT_PERIOD_REQUIRED');
  });

  it('is refused to another role, another company and a project not in verification or certified', async () => {
    const projectId = await projectInVerification('Certificación ajena');
    const byOvv = await uploadCertification(ovv, projectId, 1);
    expect(byOvv.status).toBe(400);
    expect(codeOf(byOvv)).toBe('ERROR_REPORT_NOT_ALLOWED');
    expect(codeOf(await uploadCertification(developer, projectId, 1))).toBe(
      'ERROR_REPORT_NOT_ALLOWED',
    );
    const byTrader = await uploadCertification(trader, projectId, 1);
    expect(byTrader.status).toBe(403);

    const registered = await projectInValidation(
      t,
      { developer: developer.token, certifier: certifier.token },
      'Certificación antes de tiempo',
    );
    await moveProject(t, certifier.token, registered, { action: 'register' });
    const early = await uploadCertification(certifier, registered, 1);
    expect(early.status).toBe(400);
    expect(codeOf(early)).toBe('ERROR_REPORT_NOT_ALLOWED');
    // No refused upload left a document behind.
    const documents = await t.database.db
      .select({ documentType: projectDocuments.documentType })
      .from(projectDocuments)
      .where(eq(projectDocuments.projectId, projectId));
    expect(documents.map((document) => document.documentType)).not.toContain('certification');
  });

  it("cannot be added through the developer's project form", async () => {
    const projectId = await completeDraft(t, developer.token, 'Certificación en borrador');
    const saved = await saveProject(t, developer.token, {
      projectId,
      name: 'Certificación en borrador',
      documents: [
        {
          file: await uploadPdd(t, developer.token, 'Falsa certificación.pdf'),
          documentType: 'certification',
          period: 1,
          isPublic: true,
        },
      ],
    });
    expect(saved.status).toBe(400);
    expect(codeOf(saved)).toBe('ERROR_PROJECT_DOCUMENT_TYPE_RESERVED');
  });
});
