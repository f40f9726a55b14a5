import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CorrectionHistoryResponse } from '@registry/contract/projects/correction-history';
import { projectCorrections } from '../../db/schema/projects';
import { call, codeOf } from '../../../test/kit/call';
import {
  companyIdOf,
  completeDraft,
  completeFields,
  getProject,
  moveProject,
  saveProject,
  uploadPdd,
} from '../../../test/kit/projects';
import { logIn, type Session } from '../../../test/kit/session';
import { createTestApp, type TestApp } from '../../../test/test-app';

/*
 * The correction history (DESIGN.md 4.2): every field changed after the first
 * submission, with its reason; the public rows to anyone, the private ones
 * (documents) to the project's parties; drafts only to their parties.
 */

let t: TestApp;
let developer: Session;
let certifier: Session;
let trader: Session;
beforeAll(async () => {
  t = await createTestApp();
  developer = await logIn(t, 'developer@demo.example');
  certifier = await logIn(t, 'certifier@demo.example');
  trader = await logIn(t, 'trader@demo.example');
});
afterAll(async () => {
  await t.close();
});

const history = (projectId: number | string, token?: string, lng: 'es' | 'en' = 'en') =>
  call<CorrectionHistoryResponse>(t, 'GET', `/api/public/projects/${projectId}/corrections`, {
    token,
    lng,
  });

/** A project submitted, sent back for corrections, corrected with a reason and submitted again. */
async function correctedProject(name: string): Promise<number> {
  const projectId = await completeDraft(t, developer.token, name);
  await moveProject(t, developer.token, projectId, { action: 'submit' });
  await moveProject(t, certifier.token, projectId, {
    action: 'requestCorrections',
    reason: 'Falta el anexo.',
  });
  const { body } = await getProject(t, developer.token, projectId);
  const kept = (body.project?.documents ?? []).map((document) => ({
    id: document.id,
    documentType: document.documentType,
    period: document.period,
    isPublic: document.isPublic,
  }));
  const annex = await uploadPdd(t, developer.token, 'Anexo.pdf');
  const saved = await saveProject(t, developer.token, {
    ...(await completeFields(t, name)),
    projectId,
    areaHectares: 1500,
    isCcpApproved: true,
    reason: 'Área medida de nuevo.',
    documents: [...kept, { file: annex, documentType: 'other', period: null, isPublic: false }],
  });
  expect(saved.status).toBe(200);
  await moveProject(t, developer.token, projectId, { action: 'submit' });
  return projectId;
}

describe('GET /api/public/projects/{projectId}/corrections', () => {
  it('shows anyone the public rows, oldest first, with the reason and who saved it', async () => {
    const projectId = await correctedProject('Historial público');
    const { status, body } = await history(projectId);
    expect(status).toBe(200);
    expect(body.project.name).toBe('Historial público');
    expect(
      body.corrections.map((row) => [row.field, row.oldValue.value, row.newValue.value]),
    ).toEqual([
      ['areaHectares', 1200, 1500],
      ['isCcpApproved', false, true],
    ]);
    expect(body.corrections[0]).toMatchObject({
      reason: 'Área medida de nuevo.',
      isPublic: true,
      companyName: expect.any(String) as string,
      userName: expect.any(String) as string,
    });
    expect(Number.isNaN(Date.parse(body.corrections[0]?.createdAt ?? ''))).toBe(false);

    const asTrader = await history(projectId, trader.token);
    expect(asTrader.body.corrections.map((row) => row.field)).toEqual([
      'areaHectares',
      'isCcpApproved',
    ]);
  });

  it("shows the project's parties the private rows too (the documents changed)", async () => {
    const projectId = await correctedProject('Historial de las partes');
    for (const session of [developer, certifier]) {
      const { body } = await history(projectId, session.token);
      const documents = body.corrections.find((row) => row.field === 'documents');
      expect(documents).toMatchObject({ isPublic: false, newValue: { value: ['+Anexo.pdf'] } });
    }
  });

  it('names the ids it shows: a country by its name in the language asked', async () => {
    const projectId = await correctedProject('Historial con nombres');
    const fields = await completeFields(t);
    const userId = developer.caller.userId;
    await t.database.db.insert(projectCorrections).values({
      projectId,
      field: 'countryId',
      oldValue: fields.countryId,
      newValue: fields.countryId,
      reason: 'Prueba de nombres.',
      isPublic: true,
      userId,
      companyId: await companyIdOf(t, 'developer@demo.example'),
    });
    const { body } = await history(projectId, undefined, 'es');
    const country = body.corrections.find((row) => row.field === 'countryId');
    expect(country?.newValue).toEqual({ value: fields.countryId, label: 'Colombia' });
    const area = body.corrections.find((row) => row.field === 'areaHectares');
    expect(area?.newValue.label).toBeNull();
  });

  it("refuses another company's draft with 403, shows its parties theirs", async () => {
    const projectId = await completeDraft(t, developer.token, 'Borrador ajeno');
    expect((await history(projectId)).status).toBe(403);
    const asTrader = await history(projectId, trader.token);
    expect(asTrader.status).toBe(403);
    expect(codeOf(asTrader)).toBe('ERROR_PUBLIC_PROJECT_NOT_PUBLIC');
    const asDeveloper = await history(projectId, developer.token);
    expect(asDeveloper.status).toBe(200);
    expect(asDeveloper.body.corrections).toEqual([]);
  });

  it('answers a clear message for an unknown project, a bad id or a bad token', async () => {
    const unknown = await history(99_999_999);
    expect(unknown.status).toBe(404);
    expect(codeOf(unknown)).toBe('ERROR_PUBLIC_PROJECT_NOT_FOUND');
    const bad = await history('abc');
    expect(bad.status).toBe(400);
    expect(bad.body.codeMessages[0]?.field).toBe('projectId');
    const badToken = await history(1, 'not-a-token');
    expect(badToken.status).toBe(401);
  });
});
