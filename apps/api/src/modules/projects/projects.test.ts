import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/accounts';
import { projectCorrections } from '../../db/schema/projects';
import { call, codeOf } from '../../../test/kit/call';
import {
  companyIdOf,
  completeDraft,
  completeFields,
  getProject,
  moveProject,
  myProjects,
  PDF,
  saveProject,
  uploadPdd,
} from '../../../test/kit/projects';
import { logIn, type Session } from '../../../test/kit/session';
import { readOutbox } from '../../../test/outbox';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { closePublicComments } from './close-public-comments';
import { addDays, todayOf } from './project-state-machine';

let t: TestApp;
let developer: Session;
let certifier: Session;
let ovv: Session;
let trader: Session;
let general: Session;
beforeAll(async () => {
  t = await createTestApp();
  developer = await logIn(t, 'developer@demo.example');
  certifier = await logIn(t, 'certifier@demo.example');
  ovv = await logIn(t, 'ovv@demo.example');
  trader = await logIn(t, 'trader@demo.example');
  general = await logIn(t, 'generalaccount@demo.example');
});
afterAll(async () => {
  await t.close();
});

const inDays = (days: number) => addDays(todayOf(new Date()), days);

describe('POST /api/project/save', () => {
  it("creates a draft with only a name, the caller's company as its developer", async () => {
    const saved = await saveProject(t, developer.token, { name: 'Páramo de Sumapaz' });
    expect(saved.status).toBe(200);
    const projectId = saved.body.projectId ?? 0;
    const { body } = await getProject(t, developer.token, projectId);
    expect(body.project).toMatchObject({
      name: 'Páramo de Sumapaz',
      state: 'draft',
      code: null,
      developer: { id: await companyIdOf(t, 'developer@demo.example') },
      roles: ['developer'],
      actions: ['submit', 'withdraw'],
      canEdit: true,
    });
    expect(body.project?.events.map((event) => event.action)).toEqual(['create']);
  });

  it('answers a clear message, never a 500, for a bad field or a wrong id', async () => {
    const short = await saveProject(t, developer.token, { name: 'ab' });
    expect(short.status).toBe(400);
    expect(short.body.codeMessages[0]?.field).toBe('name');

    const fields = await completeFields(t);
    const wrongMethodology = await saveProject(t, developer.token, {
      ...fields,
      methodologyId: 999_999,
    });
    expect(wrongMethodology.status).toBe(400);
    expect(codeOf(wrongMethodology)).toBe('ERROR_PROJECT_REFERENCE');

    const traderAsCertifier = await saveProject(t, developer.token, {
      ...fields,
      certifierCompanyId: await companyIdOf(t, 'trader@demo.example'),
    });
    expect(codeOf(traderAsCertifier)).toBe('ERROR_PROJECT_PARTY_TYPE');

    const notMine = await saveProject(t, developer.token, {
      ...fields,
      developerCompanyId: await companyIdOf(t, 'generalaccount@demo.example'),
      ownerCompanyId: await companyIdOf(t, 'owner@demo.example'),
    });
    expect(codeOf(notMine)).toBe('ERROR_PROJECT_PARTY');

    const missing = await saveProject(t, developer.token, { name: 'Nada', projectId: 999_999 });
    expect(missing.status).toBe(404);
    expect(codeOf(missing)).toBe('ERROR_PROJECT_NOT_FOUND');
  });

  it('stores a document claimed from a confirmed upload with the SHA-256 of its bytes', async () => {
    const projectId = await completeDraft(t, developer.token, 'Manglares de Tumaco');
    const { body } = await getProject(t, developer.token, projectId);
    expect(body.project?.documents).toEqual([
      expect.objectContaining({
        documentType: 'pdd',
        fileName: 'PDD.pdf',
        isPublic: true,
        sha256: createHash('sha256').update(PDF).digest('hex'),
        size: PDF.length,
      }),
    ]);
  });

  it("refuses another company's upload and an upload already used", async () => {
    const file = await uploadPdd(t, general.token);
    const saved = await saveProject(t, developer.token, {
      name: 'Bosque ajeno',
      documents: [{ file, documentType: 'pdd', period: null, isPublic: false }],
    });
    expect(saved.status).toBe(400);
    expect(codeOf(saved)).toBe('ERROR_UPLOAD_NOT_FOUND');
  });
});

describe('documents and the list', () => {
  it('keeps, retires and refuses documents by id', async () => {
    const projectId = await completeDraft(t, developer.token, 'Documentos');
    const other = await completeDraft(t, developer.token, 'Otro');
    const otherDocument = (await getProject(t, developer.token, other)).body.project?.documents[0];
    const foreign = await saveProject(t, developer.token, {
      projectId,
      name: 'Documentos',
      documents: [{ id: otherDocument?.id, documentType: 'pdd', period: null, isPublic: true }],
    });
    expect(codeOf(foreign)).toBe('ERROR_PROJECT_DOCUMENT_NOT_FOUND');
    const mine = (await getProject(t, developer.token, projectId)).body.project?.documents[0];
    const kept = await saveProject(t, developer.token, {
      projectId,
      name: 'Documentos',
      documents: [{ id: mine?.id, documentType: 'pdd', period: null, isPublic: false }],
    });
    expect(kept.status).toBe(200);
    const after = (await getProject(t, developer.token, projectId)).body.project?.documents;
    expect(after?.map((d) => [d.id, d.isPublic])).toEqual([[mine?.id, false]]);
    await saveProject(t, developer.token, { projectId, name: 'Documentos', documents: [] });
    expect((await getProject(t, developer.token, projectId)).body.project?.documents).toEqual([]);
    const refused = await moveProject(t, developer.token, projectId, { action: 'submit' });
    expect(codeOf(refused)).toBe('ERROR_PDD_REQUIRED');
  });

  it('filters my projects by text (any accent or case), state and part', async () => {
    const found = await myProjects(t, developer.token, '?search=EOLICO');
    expect(found.body.projects?.map((p) => p.name)).toEqual(['Parque Eólico Alta Guajira']);
    const drafts = await myProjects(t, developer.token, '?state=draft');
    expect(drafts.body.projects?.every((p) => p.state === 'draft')).toBe(true);
    const asOwner = await myProjects(t, developer.token, '?role=owner');
    expect(asOwner.body.projects).toEqual([]);
    const bad = await myProjects(t, developer.token, '?state=lost');
    expect(bad.status).toBe(400);
  });
});

describe("other companies' projects", () => {
  it('gives 403 for a draft read, saved or moved by a company with no part in it', async () => {
    const projectId = await completeDraft(t, developer.token);
    for (const session of [trader, certifier, ovv]) {
      expect((await getProject(t, session.token, projectId)).status).toBe(403);
    }
    const saved = await saveProject(t, trader.token, { projectId, name: 'Tomado' });
    expect(saved.status).toBe(403);
    const moved = await moveProject(t, trader.token, projectId, { action: 'submit' });
    expect(moved.status).toBe(403);
    expect((await myProjects(t, certifier.token)).body.projects?.map((p) => p.id)).not.toContain(
      projectId,
    );
  });
  it('lets the certifier and the ovv read it once submitted, a rejected one too', async () => {
    const projectId = await completeDraft(t, developer.token, 'Rechazo visible');
    await moveProject(t, developer.token, projectId, { action: 'submit' });
    const rejected = await moveProject(t, certifier.token, projectId, {
      action: 'reject',
      reason: 'La metodología no aplica.',
    });
    expect(rejected.body.state).toBe('rejected');
    for (const session of [certifier, ovv, developer]) {
      const { status, body } = await getProject(t, session.token, projectId);
      expect(status).toBe(200);
      expect(body.project?.actions).toEqual([]);
    }
    expect((await getProject(t, trader.token, projectId)).status).toBe(403);
  });
});

describe('GET /api/project/{projectId}/documents/{documentId}/url', () => {
  const documentUrl = (token: string, projectId: number, documentId: number) =>
    call<{ url?: string; codeMessages: { codeMessage: string; message: string }[] }>(
      t,
      'GET',
      `/api/project/${projectId}/documents/${documentId}/url`,
      {
        token,
      },
    );

  it('downloads a private document for each party once submitted, never for others', async () => {
    const projectId = await completeDraft(t, developer.token, 'Documento privado');
    const [pdd] = (await getProject(t, developer.token, projectId)).body.project?.documents ?? [];
    const documentId = pdd?.id ?? 0;
    await saveProject(t, developer.token, {
      ...(await completeFields(t, 'Documento privado')),
      projectId,
      documents: [{ id: documentId, documentType: 'pdd', period: null, isPublic: false }],
    });
    expect((await documentUrl(developer.token, projectId, documentId)).status).toBe(200);
    expect((await documentUrl(certifier.token, projectId, documentId)).status).toBe(403);

    await moveProject(t, developer.token, projectId, { action: 'submit' });
    for (const session of [developer, certifier, ovv]) {
      const { status, body } = await documentUrl(session.token, projectId, documentId);
      expect(status).toBe(200);
      const download = await t.app.inject({ method: 'GET', url: body.url ?? '' });
      expect(download.rawPayload.equals(PDF)).toBe(true);
    }
    expect((await documentUrl(trader.token, projectId, documentId)).status).toBe(403);
    const other = await completeDraft(t, developer.token, 'Otro documento');
    const { status, body } = await documentUrl(developer.token, other, documentId);
    expect(status).toBe(404);
    expect(codeOf({ body })).toBe('ERROR_FILE_NOT_FOUND');
  });
});

describe('POST /api/project/{projectId}/transition', () => {
  it('refuses to submit an incomplete project, naming the field', async () => {
    const saved = await saveProject(t, developer.token, { name: 'Sin terminar' });
    const moved = await moveProject(t, developer.token, saved.body.projectId ?? 0, {
      action: 'submit',
    });
    expect(moved.status).toBe(400);
    expect(codeOf(moved)).toBe('ERROR_PROJECT_INCOMPLETE');
    // The field by the name its form shows, in the caller's language: never "standardId".
    const inSpanish = await call(t, 'POST', `/api/project/${saved.body.projectId}/transition`, {
      token: developer.token,
      payload: { action: 'submit' },
      lng: 'es',
    });
    expect(inSpanish.body.codeMessages[0]?.message).toBe(
      'El proyecto aún no se puede enviar: complete el campo Estándar.',
    );

    const noPdd = await saveProject(t, developer.token, await completeFields(t));
    const refused = await moveProject(t, developer.token, noPdd.body.projectId ?? 0, {
      action: 'submit',
    });
    expect(codeOf(refused)).toBe('ERROR_PDD_REQUIRED');
  });

  it('takes a project from draft to public comment, suspended and back, with a code, events and notifications', async () => {
    const projectId = await completeDraft(t, developer.token, 'Energía solar La Guajira');
    const submitted = await moveProject(t, developer.token, projectId, { action: 'submit' });
    expect(submitted.body.state).toBe('submitted');
    expect(submitted.body.code).toMatch(/^CERCARBONO-CO-\d{4}$/);

    const assigned = await myProjects(t, certifier.token, '?role=certifier&state=submitted');
    expect(assigned.body.projects?.find((p) => p.id === projectId)).toMatchObject({
      code: submitted.body.code,
      roles: ['certifier'],
      actions: ['openPublicComment', 'requestCorrections', 'reject', 'suspend', 'cancel'],
    });
    const seenByOvv = await myProjects(t, ovv.token);
    expect(seenByOvv.body.projects?.map((p) => p.id)).toContain(projectId);

    const tooSoon = await moveProject(t, certifier.token, projectId, {
      action: 'openPublicComment',
      publicCommentEndsOn: inDays(29),
    });
    expect(tooSoon.status).toBe(400);
    expect(codeOf(tooSoon)).toBe('ERROR_PUBLIC_COMMENT_END_DATE');
    const opened = await moveProject(t, certifier.token, projectId, {
      action: 'openPublicComment',
      publicCommentEndsOn: inDays(30),
    });
    expect(opened.body.state).toBe('publicComment');

    const byDeveloper = await moveProject(t, developer.token, projectId, {
      action: 'suspend',
      reason: 'No.',
    });
    expect(codeOf(byDeveloper)).toBe('ERROR_PROJECT_ROLE_NOT_ALLOWED');
    const noReason = await moveProject(t, certifier.token, projectId, { action: 'suspend' });
    expect(codeOf(noReason)).toBe('ERROR_PROJECT_REASON_REQUIRED');
    await moveProject(t, certifier.token, projectId, {
      action: 'suspend',
      reason: 'Denuncia en revisión.',
    });
    const resumed = await moveProject(t, certifier.token, projectId, {
      action: 'resume',
      reason: 'Denuncia archivada.',
    });
    expect(resumed.body.state).toBe('publicComment');

    const { body } = await getProject(t, ovv.token, projectId);
    expect(body.project?.events.map((e) => [e.action, e.toState])).toEqual([
      ['create', 'draft'],
      ['submit', 'submitted'],
      ['openPublicComment', 'publicComment'],
      ['suspend', 'suspended'],
      ['resume', 'publicComment'],
    ]);
    expect(body.project?.publicCommentEndsOn).toBe(inDays(30));
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, developer.caller.userId));
    expect(
      bell.filter((row) => row.payload.projectId === projectId).map((row) => row.payload.action),
    ).toEqual(['openPublicComment', 'suspend', 'resume']);
  });

  it('closes public comment after its end date, then registers and certifies a period', async () => {
    const projectId = await completeDraft(t, developer.token, 'Geotermia Nevado del Ruiz');
    await moveProject(t, developer.token, projectId, { action: 'submit' });
    await moveProject(t, certifier.token, projectId, {
      action: 'openPublicComment',
      publicCommentEndsOn: inDays(31),
    });
    const tooEarly = await closePublicComments({
      ctx: { db: t.database.db, now: () => new Date() },
    });
    expect(tooEarly.closed).toBe(0);
    const afterEnd = new Date(Date.now() + 32 * 24 * 3600 * 1000);
    await closePublicComments({ ctx: { db: t.database.db, now: () => afterEnd } });
    expect((await getProject(t, certifier.token, projectId)).body.project?.state).toBe(
      'validation',
    );
    const registered = await moveProject(t, certifier.token, projectId, { action: 'register' });
    expect(registered.body.state).toBe('registered');
    const noPeriod = await moveProject(t, developer.token, projectId, {
      action: 'submitMonitoring',
    });
    expect(codeOf(noPeriod)).toBe('ERROR_PROJECT_PERIOD_REQUIRED');
    await moveProject(t, developer.token, projectId, { action: 'submitMonitoring', period: 1 });
    const certified = await moveProject(t, certifier.token, projectId, {
      action: 'certifyPeriod',
      period: 1,
    });
    expect(certified.body.state).toBe('certified');
    const { body } = await getProject(t, developer.token, projectId);
    expect(body.project?.events.find((e) => e.action === 'closePublicComment')).toMatchObject({
      fromState: 'publicComment',
      toState: 'validation',
      companyName: null,
    });
    expect(body.project?.actions).toEqual(['submitMonitoring']);
  });

  it('sends corrections back to draft, mails the developer, and asks a reason on each later save', async () => {
    const projectId = await completeDraft(t, developer.token, 'Estufas eficientes Cauca');
    const { body: submitted } = await moveProject(t, developer.token, projectId, {
      action: 'submit',
    });
    const moved = await moveProject(t, certifier.token, projectId, {
      action: 'requestCorrections',
      reason: 'Falta el mapa del área.',
    });
    expect(moved.body.state).toBe('draft');
    const mail = readOutbox(t.dataDir).find((m) => m.subject.includes(submitted.code ?? '-'));
    expect(mail?.to).toBe('developer@demo.example');
    expect(mail?.raw).toContain('Falta el mapa');
    // The ovv was told of the submission, not of the draft it can no longer open; the developer of both.
    const bellOf = async (userId: number) =>
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId)))
        .filter((row) => row.payload.projectId === projectId)
        .map((row) => row.payload.state);
    expect(await bellOf(ovv.caller.userId)).toEqual(['submitted']);
    expect(await bellOf(developer.caller.userId)).toEqual(['draft']);

    const fields = await completeFields(t, 'Estufas eficientes Cauca');
    const noReason = await saveProject(t, developer.token, { ...fields, projectId });
    expect(codeOf(noReason)).toBe('ERROR_PROJECT_REASON_REQUIRED');
    const saved = await saveProject(t, developer.token, {
      ...fields,
      projectId,
      areaHectares: 1500,
      reason: 'Área medida de nuevo.',
    });
    expect(saved.status).toBe(200);
    const corrections = await t.database.db
      .select()
      .from(projectCorrections)
      .where(eq(projectCorrections.projectId, projectId));
    expect(corrections.map((row) => [row.field, row.oldValue, row.newValue, row.reason])).toEqual([
      ['areaHectares', 1200, 1500, 'Área medida de nuevo.'],
    ]);
    const again = await moveProject(t, developer.token, projectId, { action: 'submit' });
    expect(again.body).toMatchObject({ state: 'submitted', code: submitted.code });
  });

  it('gives one code when the same project is submitted twice at once', async () => {
    const projectId = await completeDraft(t, developer.token, 'Doble envío');
    const answers = await Promise.all([
      moveProject(t, developer.token, projectId, { action: 'submit' }),
      moveProject(t, developer.token, projectId, { action: 'submit' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.status === 400);
    expect(refused && codeOf(refused)).toBe('ERROR_PROJECT_ACTION_NOT_ALLOWED');
  });

  it('never gives two projects the same code', async () => {
    const ids = await Promise.all([
      completeDraft(t, developer.token, 'Código uno'),
      completeDraft(t, developer.token, 'Código dos'),
    ]);
    const answers = await Promise.all(
      ids.map((id) => moveProject(t, developer.token, id, { action: 'submit' })),
    );
    const codes = answers.map((a) => a.body.code);
    expect(new Set(codes).size).toBe(2);
  });
});

describe('lists for the form', () => {
  it('lists the methodologies of each standard, without a session', async () => {
    const { body } = await t.app
      .inject({
        method: 'GET',
        url: '/api/platform/methodology/actives',
        headers: { platform: 'carbon-registry-test', lng: 'en' },
      })
      .then((r) => ({ body: r.json<{ methodologies: { code: string }[] }>() }));
    expect(body.methodologies.map((m) => m.code)).toEqual(
      expect.arrayContaining(['VM0007', 'AMS-I.D.', 'AR-ACM0003', 'GS TPDDTEC']),
    );
  });

  it('finds the companies that may play each part', async () => {
    const search = (party: string, text: string) =>
      saveSearch(party, text).then((answer) => answer.body.companies?.map((c) => c.name));
    expect(await search('certifier', 'verde')).toEqual(['Certificadora Carbono Verde S.A.']);
    expect(await search('ovv', 'verde')).toEqual([]);
    expect(await search('ovv', 'validadora')).toEqual(['Validadora y Verificadora OVV S.A.S.']);
    const short = await saveSearch('owner', 'a');
    expect(short.status).toBe(400);
  });
});

const saveSearch = (party: string, search: string) =>
  t.app
    .inject({
      method: 'POST',
      url: `/api/company/${party}/search`,
      headers: {
        platform: 'carbon-registry-test',
        lng: 'en',
        authorization: `Bearer ${developer.token}`,
      },
      payload: { search },
    })
    .then((r) => ({
      status: r.statusCode,
      body: r.json<{ companies?: { name: string }[] }>(),
    }));
