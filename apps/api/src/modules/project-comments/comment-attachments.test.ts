import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@registry/contract/common/language';
import type { ProjectComment } from '@registry/contract/projects/project-comments';
import { projectCommentAttachments } from '../../db/schema/project-comments';
import { projects } from '../../db/schema/projects';
import {
  buildEicar,
  buildPdf,
  buildPeExecutable,
  buildPng,
  materialize,
} from '../../lib/file-inspection/test-fixtures';
import { solveCaptcha } from '../../../test/captcha';
import { call, codeOf, type Answer } from '../../../test/kit/call';
import { completeDraft, moveProject } from '../../../test/kit/projects';
import { logIn, type Session } from '../../../test/kit/session';
import { md5Of, postForm, uploadFile } from '../../../test/kit/uploads';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createStorage } from '../../lib/storage/create-storage';
import { seedDemoComments } from '../../seed/demo-comments';
import { addDays, todayOf } from '../projects/project-state-machine';

interface AttachmentAnswer extends Omit<Answer, 'file'> {
  commentId?: number;
  comments?: ProjectComment[];
  attachment?: { route: string; fileName: string; size: number; contentType: string };
}

interface TestFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

let t: TestApp;
let developer: Session;
let certifier: Session;
let openId: number;
let otherOpenId: number;
let draftId: number;

const PDF: TestFile = {
  name: 'Mapa de la vereda.pdf',
  type: 'application/pdf',
  bytes: materialize(buildPdf({ comment: 'vereda' })),
};
const PNG: TestFile = { name: 'foto.png', type: 'image/png', bytes: buildPng() };

const base = (projectId: number) => `/api/public/project-comment/${projectId}`;

async function askForm(
  projectId: number,
  file: { name: string; type: string; size: number },
  { captcha = true, lng = 'en' as Language } = {},
) {
  return call<AttachmentAnswer>(t, 'POST', `${base(projectId)}/attachment`, {
    lng,
    payload: {
      fileName: file.name,
      contentType: file.type,
      size: file.size,
      ...(captcha ? { recaptchaValue: await solveCaptcha(t.app) } : {}),
    },
  });
}

const confirmAttachment = (projectId: number, route: string, md5: string, lng: Language = 'en') =>
  call<AttachmentAnswer>(t, 'POST', `${base(projectId)}/attachment/confirm`, {
    lng,
    payload: { route, md5 },
  });

/** The browser's side without the confirm: the form, then the file posted to it. */
async function uploadOnly(projectId: number, file: TestFile): Promise<string> {
  const asked = await askForm(projectId, { ...file, size: file.bytes.length });
  expect(asked.status).toBe(200);
  const { url = '', fields = {}, route = '' } = asked.body;
  const posted = await postForm(t, { url, fields }, file);
  expect(posted.statusCode).toBe(204);
  return route;
}

/** The whole browser side of one attachment: form, file, confirm; answers its route. */
async function uploadAttachment(projectId: number, file: TestFile): Promise<string> {
  const route = await uploadOnly(projectId, file);
  const confirmed = await confirmAttachment(projectId, route, md5Of(file.bytes));
  expect(confirmed.status).toBe(200);
  return route;
}

const comment = (projectId: number, payload: object) =>
  call<AttachmentAnswer>(t, 'POST', base(projectId), {
    payload: {
      name: 'Ana Pérez',
      email: 'ana@vecinos.example',
      comment: 'Adjunto el mapa de la vereda.',
      ...payload,
    },
  });

const listComments = (projectId: number) =>
  call<AttachmentAnswer>(t, 'GET', `${base(projectId)}/comments`);

const attachmentLink = (projectId: number, commentId: number) =>
  call<AttachmentAnswer>(t, 'GET', `${base(projectId)}/comments/${commentId}/attachment`);

const slotOf = async (route: string) =>
  (
    await t.database.db
      .select()
      .from(projectCommentAttachments)
      .where(eq(projectCommentAttachments.route, route))
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  developer = await logIn(t, 'developer@demo.example');
  certifier = await logIn(t, 'certifier@demo.example');
  openId = await completeDraft(t, developer.token, 'Manglar con Adjuntos');
  await moveProject(t, developer.token, openId, { action: 'submit' });
  const opened = await moveProject(t, certifier.token, openId, {
    action: 'openPublicComment',
    publicCommentEndsOn: addDays(todayOf(new Date()), 30),
  });
  if (opened.body.state !== 'publicComment') throw new Error(JSON.stringify(opened.body));
  const [demoOpen] = await t.database.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.state, 'publicComment')))
    .orderBy(asc(projects.id))
    .limit(1);
  otherOpenId = demoOpen?.id ?? 0;
  if (otherOpenId === openId || otherOpenId === 0) throw new Error('no other open project');
  draftId = await completeDraft(t, developer.token, 'Borrador sin adjuntos');
});
afterAll(async () => {
  await t.close();
});

describe('a public comment with an attachment', () => {
  it('is listed with its file name, and its signed link downloads the same bytes', async () => {
    const route = await uploadAttachment(openId, PDF);
    expect(route).toMatch(new RegExp(`^comments/${openId}/[0-9a-f-]{36}/Mapa-de-la-vereda\\.pdf$`));
    expect(await slotOf(route)).toMatchObject({
      state: 'confirmed',
      size: PDF.bytes.length,
      md5: md5Of(PDF.bytes),
      commentId: null,
    });

    // The form was handed out for a solved captcha: the comment needs no other.
    const sent = await comment(openId, { attachmentRoute: route });
    expect(sent.status).toBe(200);
    const commentId = sent.body.commentId ?? 0;
    expect((await slotOf(route))?.commentId).toBe(commentId);

    const listed = (await listComments(openId)).body.comments?.find((c) => c.id === commentId);
    expect(listed?.attachment).toEqual({
      fileName: 'Mapa de la vereda.pdf',
      size: PDF.bytes.length,
      contentType: 'application/pdf',
    });
    expect(JSON.stringify(listed)).not.toContain(route);

    const link = await attachmentLink(openId, commentId);
    expect(link.status).toBe(200);
    const download = await t.app.inject({ method: 'GET', url: link.body.url ?? '' });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(Buffer.from(download.rawPayload).equals(Buffer.from(PDF.bytes))).toBe(true);

    // Claimed once: the same route cannot go with a second comment.
    const again = await comment(openId, { attachmentRoute: route });
    expect(again.status).toBe(400);
    expect(codeOf(again)).toBe('ERROR_UPLOAD_NOT_FOUND');
  });

  it('takes an image too, and a comment without one lists none', async () => {
    const route = await uploadAttachment(openId, PNG);
    const withImage = await comment(openId, { attachmentRoute: route });
    const without = await comment(openId, { recaptchaValue: await solveCaptcha(t.app) });
    const comments = (await listComments(openId)).body.comments ?? [];
    expect(comments.find((c) => c.id === withImage.body.commentId)?.attachment).toMatchObject({
      fileName: 'foto.png',
      contentType: 'image/png',
    });
    expect(comments.find((c) => c.id === without.body.commentId)?.attachment).toBeNull();
    expect((await attachmentLink(openId, without.body.commentId ?? 0)).status).toBe(404);
  });

  it('hides the attachment of a hidden comment: not listed, no link', async () => {
    const route = await uploadAttachment(openId, PDF);
    const commentId = (await comment(openId, { attachmentRoute: route })).body.commentId ?? 0;
    expect((await attachmentLink(openId, commentId)).status).toBe(200);
    const hidden = await call(t, 'POST', `/api/project-comment/${commentId}/hide`, {
      token: certifier.token,
      payload: { reason: 'Datos personales en el archivo.' },
    });
    expect(hidden.status).toBe(200);
    const listed = (await listComments(openId)).body.comments?.find((c) => c.id === commentId);
    expect(listed).toMatchObject({ comment: null, attachment: null });
    const link = await attachmentLink(openId, commentId);
    expect(link.status).toBe(404);
    expect(codeOf(link)).toBe('ERROR_FILE_NOT_FOUND');
    // Nor through another project's address.
    expect((await attachmentLink(otherOpenId, commentId)).status).toBe(404);
  });
});

describe('attachments a comment may not claim', () => {
  it('refuses an upload not confirmed (unscanned), and stores no comment', async () => {
    const route = await uploadOnly(openId, PDF);
    const before = (await listComments(openId)).body.comments?.length ?? 0;
    const sent = await comment(openId, { attachmentRoute: route });
    expect(sent.status).toBe(400);
    expect(codeOf(sent)).toBe('ERROR_UPLOAD_NOT_FOUND');
    expect((await listComments(openId)).body.comments).toHaveLength(before);
    expect((await slotOf(route))?.commentId).toBeNull();
  });

  it("refuses another project's attachment and a company's upload", async () => {
    const otherRoute = await uploadAttachment(otherOpenId, PDF);
    const foreign = await comment(openId, { attachmentRoute: otherRoute });
    expect(codeOf(foreign)).toBe('ERROR_UPLOAD_NOT_FOUND');
    // Nor can it be confirmed through another project's address.
    const unconfirmed = await uploadOnly(otherOpenId, PDF);
    const crossed = await confirmAttachment(openId, unconfirmed, md5Of(PDF.bytes));
    expect(crossed.status).toBe(404);

    const companyUpload = await uploadFile(t, developer.token, PDF);
    expect(companyUpload.confirmed.body.status).toBe(1);
    const company = await comment(openId, { attachmentRoute: companyUpload.route });
    expect(company.status).toBe(400);
    expect(codeOf(company)).toBe('ERROR_UPLOAD_NOT_FOUND');
  });
});

describe('the attachment form and its confirm', () => {
  it('refuses a harmful or disguised file with a clear message in every language, and deletes it', async () => {
    const disguised: TestFile = {
      name: 'acta.pdf',
      type: 'application/pdf',
      bytes: buildPeExecutable(),
    };
    const route = await uploadOnly(openId, disguised);
    const refused = await confirmAttachment(openId, route, md5Of(disguised.bytes), 'es');
    expect(refused.status).toBe(422);
    expect(codeOf(refused)).toBe('ERROR_COMMENT_ATTACHMENT_REFUSED');
    expect(refused.body.codeMessages[0]?.message).toMatch(/^El archivo adjunto fue rechazado/);
    expect(existsSync(path.join(t.dataDir, 'files', route))).toBe(false);
    expect(await slotOf(route)).toMatchObject({ state: 'rejected' });
    expect(codeOf(await comment(openId, { attachmentRoute: route }))).toBe(
      'ERROR_UPLOAD_NOT_FOUND',
    );

    const infected: TestFile = {
      name: 'informe.pdf',
      type: 'application/pdf',
      bytes: buildEicar(),
    };
    for (const [lng, start] of [
      ['en', 'The attachment was refused'],
      ['pt', 'O anexo foi recusado'],
    ] as const) {
      const infectedRoute = await uploadOnly(openId, infected);
      const answer = await confirmAttachment(openId, infectedRoute, md5Of(infected.bytes), lng);
      expect(answer.status).toBe(422);
      expect(answer.body.codeMessages[0]?.message.startsWith(start)).toBe(true);
      expect(existsSync(path.join(t.dataDir, 'files', infectedRoute))).toBe(false);
    }
  });

  it('refuses a file whose MD5 is not the one the browser computed, and a second confirm', async () => {
    const route = await uploadOnly(openId, PDF);
    const mismatch = await confirmAttachment(openId, route, md5Of(PNG.bytes));
    expect(codeOf(mismatch)).toBe('ERROR_COMMENT_ATTACHMENT_REFUSED');
    const twice = await confirmAttachment(openId, route, md5Of(PDF.bytes));
    expect(twice.status).toBe(409);
    expect(
      (await confirmAttachment(openId, 'comments/1/nope/a.pdf', md5Of(PDF.bytes))).status,
    ).toBe(404);
  });

  it('refuses a type it does not take, a file over 10 MB, a missing captcha and a closed project', async () => {
    const text = await askForm(openId, { name: 'notas.txt', type: 'text/plain', size: 10 });
    expect(text.status).toBe(400);
    expect(codeOf(text)).toBe('ERROR_FILE_TYPE');
    expect(text.body.codeMessages[0]?.message).toContain('.pdf, .doc, .docx');
    const program = await askForm(openId, { name: 'setup.exe', type: 'application/pdf', size: 10 });
    expect(codeOf(program)).toBe('ERROR_FILE_TYPE');

    const large = await askForm(openId, {
      name: 'plano.pdf',
      type: 'application/pdf',
      size: 10 * 1024 * 1024 + 1,
    });
    expect(codeOf(large)).toBe('ERROR_FILE_TOO_LARGE');
    expect(large.body.codeMessages[0]?.message).toContain('10 MB');

    const noCaptcha = await askForm(
      openId,
      { name: 'plano.pdf', type: 'application/pdf', size: 10 },
      { captcha: false },
    );
    expect(codeOf(noCaptcha)).toBe('ERROR_CAPTCHA');

    const closed = await askForm(draftId, { name: 'plano.pdf', type: 'application/pdf', size: 10 });
    expect(codeOf(closed)).toBe('ERROR_COMMENT_CLOSED');
    expect(
      (await askForm(999_999, { name: 'a.pdf', type: 'application/pdf', size: 10 })).status,
    ).toBe(404);
  });

  it('lets the form take no more bytes than declared', async () => {
    const asked = await askForm(openId, { ...PDF, size: 100 });
    const posted = await postForm(
      t,
      { url: asked.body.url ?? '', fields: asked.body.fields ?? {} },
      PDF,
    );
    expect(posted.statusCode).toBe(400);
    expect(posted.json().codeMessages[0].codeMessage).toBe('ERROR_FILE_TOO_LARGE');
  });
});

describe('the demo comments with a storage', () => {
  it("give the Fundación's comment a PDF attachment anyone can download", async () => {
    await seedDemoComments(t.database.db, {
      callers: [developer.caller],
      today: new Date(),
      storage: createStorage(t.app.config, t.keys),
    });
    const comments = (await listComments(otherOpenId)).body.comments ?? [];
    const withFile = comments.filter((c) => c.attachment !== null);
    expect(withFile.map((c) => [c.name, c.attachment?.fileName])).toEqual([
      ['Fundación Bosques Vivos', 'Especies nativas sugeridas.pdf'],
    ]);
    const link = await attachmentLink(otherOpenId, withFile[0]?.id ?? 0);
    const download = await t.app.inject({ method: 'GET', url: link.body.url ?? '' });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(download.rawPayload.length).toBe(withFile[0]?.attachment?.size);
  });
});
