import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectDocuments } from '../../db/schema/projects';
import { codeOf } from '../../../test/kit/call';
import { getProject, moveProject, saveProject, uploadPdd } from '../../../test/kit/projects';
import { logIn, type Session } from '../../../test/kit/session';
import { projectInValidation, uploadReport } from '../../../test/kit/signatures';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let developer: Session;
let certifier: Session;
let ovv: Session;
beforeAll(async () => {
  t = await createTestApp();
  developer = await logIn(t, 'developer@demo.example');
  certifier = await logIn(t, 'certifier@demo.example');
  ovv = await logIn(t, 'ovv@demo.example');
});
afterAll(async () => {
  await t.close();
});

const NAME = 'Humedal con informe firmado';

/** A project back in draft after validation, holding the ovv's report put up for signature. */
async function projectWithSignedReport() {
  const projectId = await projectInValidation(
    t,
    { developer: developer.token, certifier: certifier.token },
    NAME,
  );
  const uploaded = await uploadReport(t, ovv.token, projectId, {
    documentType: 'validationReport',
    file: await uploadPdd(t, ovv.token, 'Informe de validación.pdf'),
    period: null,
    isPublic: true,
  });
  expect(uploaded.status).toBe(200);
  await moveProject(t, certifier.token, projectId, {
    action: 'requestCorrections',
    reason: 'Aclare el área del proyecto',
  });
  const documents = await t.database.db
    .select()
    .from(projectDocuments)
    .where(and(eq(projectDocuments.projectId, projectId), eq(projectDocuments.last, true)));
  const report = documents.find((document) => document.documentType === 'validationReport');
  if (!report) throw new Error('the report is not among the documents');
  const kept = documents.map(({ id, documentType, period, isPublic }) => ({
    id,
    documentType,
    period,
    isPublic,
  }));
  return { projectId, report, kept };
}

const saveWith = (projectId: number, documents: object[]) =>
  saveProject(t, developer.token, {
    projectId,
    name: NAME,
    documents,
    reason: 'Corrección pedida por el certificador',
  });

describe('a document put up for signature, in the project form', () => {
  it('is marked isSigned in the project detail, the other documents are not', async () => {
    const { projectId, report, kept } = await projectWithSignedReport();
    const answer = await getProject(t, developer.token, projectId);
    expect(answer.status).toBe(200);
    const documents = answer.body.project?.documents ?? [];
    expect(documents.map(({ id, isSigned }) => ({ id, isSigned }))).toEqual(
      kept.map(({ id }) => ({ id, isSigned: id === report.id })),
    );
    expect(documents.filter((document) => !document.isSigned)).not.toHaveLength(0);
  });

  it('cannot be removed or changed by the developer: what was signed is what the project shows', async () => {
    const { projectId, report, kept } = await projectWithSignedReport();
    const removed = await saveWith(
      projectId,
      kept.filter((document) => document.id !== report.id),
    );
    expect(removed.status).toBe(400);
    expect(codeOf(removed)).toBe('ERROR_PROJECT_DOCUMENT_SIGNED');
    expect(removed.body.codeMessages[0]?.message).toContain('cannot be removed or changed');

    const madePrivate = await saveWith(
      projectId,
      kept.map((document) =>
        document.id === report.id ? { ...document, isPublic: false } : document,
      ),
    );
    expect(codeOf(madePrivate)).toBe('ERROR_PROJECT_DOCUMENT_SIGNED');

    const [still] = await t.database.db
      .select()
      .from(projectDocuments)
      .where(eq(projectDocuments.id, report.id));
    expect(still).toMatchObject({ last: true, isPublic: true, documentType: 'validationReport' });

    // Kept as it is, the rest of the project saves.
    const saved = await saveWith(projectId, kept);
    expect(saved.status).toBe(200);
  });
});
