import { existsSync, mkdirSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '@registry/contract/files/upload';
import { uploads } from '../../db/schema/files';
import {
  buildEicar,
  buildElfExecutable,
  buildPdf,
  buildPeExecutable,
  buildPng,
  buildWordPackage,
  materialize,
} from '../../lib/file-inspection/test-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call } from '../../../test/kit/call';
import { logIn, type Session } from '../../../test/kit/session';
import { askUploadUrl, confirm, md5Of, postForm, uploadFile } from '../../../test/kit/uploads';

let t: TestApp;
let uploader: Session;
let other: Session;
const filesDir = () => path.join(t.dataDir, 'files');
const uploadRow = async (route: string) =>
  (await t.database.db.select().from(uploads).where(eq(uploads.route, route)))[0];
/** The app's log line with this message about this upload (pino writes JSON lines). */
const logOf = (msg: string, route: string) =>
  t.logs
    .flatMap((chunk) => chunk.split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((line) => line.msg === msg && line.route === route);

beforeAll(async () => {
  t = await createTestApp();
  uploader = await logIn(t, 'generalaccount@demo.example');
  other = await logIn(t, 'trader@demo.example');
});
afterAll(async () => {
  await t.close();
});

const PDF = materialize(buildPdf());
const DOCX = materialize(buildWordPackage());
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Asks for a form and posts the file, without confirming. */
async function uploadOnly(
  file: { name: string; type: string; bytes: Uint8Array },
  token = uploader.token,
) {
  const asked = await askUploadUrl(t, token, {
    fileName: file.name,
    contentType: file.type,
    size: file.bytes.length,
  });
  const { url = '', fields = {}, route = '' } = asked.body;
  const posted = await postForm(t, { url, fields }, file);
  expect(posted.statusCode).toBe(204);
  return route;
}

describe('POST /api/platform/file/upload-url', () => {
  it('hands a logged-in user a signed form for an unguessable key under their company', async () => {
    const { status, body } = await askUploadUrl(t, uploader.token, {
      fileName: 'Informe año 2025 (v2).pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    expect(status).toBe(200);
    expect(body.status).toBe(1);
    expect(body.url).toBe('/api/files/upload');
    const company = uploader.claims.companyId;
    expect(body.route).toMatch(
      new RegExp(`^companies/${company}/[0-9a-f-]{36}/Informe-ano-2025-v2\\.pdf$`),
    );
    expect(body.fields).toMatchObject({
      key: `incoming/${body.route}`,
      'Content-Type': 'application/pdf',
      'x-registry-max-size': String(PDF.length),
    });
    expect(body.fields?.['x-registry-signature']).toMatch(/^[\w-]{43}$/);
    // The signing key itself never leaves the server.
    const secret = Buffer.from(t.keys.filesSecret).toString('base64url');
    expect(JSON.stringify(body)).not.toContain(secret);

    const row = await uploadRow(body.route ?? '');
    expect(row).toMatchObject({ state: 'issued', companyId: company, fileType: 'document' });
    const ttl = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
  });

  it('refuses a logged-out caller', async () => {
    const { status, body } = await call(t, 'POST', '/api/platform/file/upload-url', {
      payload: {
        module: 'companies',
        fileType: 'document',
        fileName: 'a.pdf',
        contentType: 'application/pdf',
        size: 10,
      },
    });
    expect(status).toBe(401);
    expect(body.codeMessages[0]?.codeMessage).toBe('ERROR_UNAUTHORIZED');
  });

  it.each([
    ['a document that is not Word or PDF', 'document', 'notes.txt', 'text/plain'],
    ['an image as a document', 'document', 'logo.png', 'image/png'],
    ['a PDF as the logo', 'logo', 'plan.pdf', 'application/pdf'],
    ['a program that calls itself a PDF', 'document', 'setup.exe', 'application/pdf'],
    ['an SVG logo', 'logo', 'logo.svg', 'image/svg+xml'],
  ])('refuses %s (File is of invalid type)', async (_, fileType, fileName, contentType) => {
    const { status, body } = await call(t, 'POST', '/api/platform/file/upload-url', {
      token: uploader.token,
      payload: { module: 'companies', fileType, fileName, contentType, size: 1000 },
    });
    expect(status).toBe(400);
    expect(body.codeMessages[0]?.codeMessage).toBe('ERROR_FILE_TYPE');
    expect(body.codeMessages[0]?.message).toMatch(/^File is of invalid type\. Accepted: /);
  });

  it('accepts Word with macros (spec section 5: macros are allowed)', async () => {
    const { status } = await askUploadUrl(t, uploader.token, {
      fileName: 'model.docm',
      contentType: 'application/vnd.ms-word.document.macroEnabled.12',
      size: 1000,
    });
    expect(status).toBe(200);
  });

  it('refuses more than 1 GB, an empty file, and another module', async () => {
    const tooBig = await askUploadUrl(t, uploader.token, {
      fileName: 'huge.pdf',
      contentType: 'application/pdf',
      size: MAX_FILE_BYTES + 1,
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.codeMessages[0]).toMatchObject({
      codeMessage: 'ERROR_INVALID_FIELD',
      field: 'size',
    });

    const exactly = await askUploadUrl(t, uploader.token, {
      fileName: 'big.pdf',
      contentType: 'application/pdf',
      size: MAX_FILE_BYTES,
    });
    expect(exactly.status).toBe(200);

    const empty = await askUploadUrl(t, uploader.token, {
      fileName: 'empty.pdf',
      contentType: 'application/pdf',
      size: 0,
    });
    expect(empty.status).toBe(400);

    const module = await call(t, 'POST', '/api/platform/file/upload-url', {
      token: uploader.token,
      payload: {
        module: 'transfers',
        fileType: 'document',
        fileName: 'a.pdf',
        contentType: 'application/pdf',
        size: 10,
      },
    });
    expect(module.status).toBe(400);
    expect(module.body.codeMessages[0]?.field).toBe('module');
  });
});

describe('POST /api/platform/file/confirm', () => {
  it('keeps a real PDF: status 1, the file with the md5 and size the server measured', async () => {
    const { route, confirmed } = await uploadFile(t, uploader.token, {
      name: 'Plan de monitoreo.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: 1,
      file: {
        route,
        name: 'Plan de monitoreo.pdf',
        md5: md5Of(PDF),
        size: PDF.length,
        contentType: 'application/pdf',
      },
    });
    expect(await uploadRow(route)).toMatchObject({
      state: 'confirmed',
      fileName: 'Plan de monitoreo.pdf',
      md5: md5Of(PDF),
      size: PDF.length,
      contentType: 'application/pdf',
      claimedAt: null,
    });
    // Kept at its route, out of reach of the form that is still valid for an hour.
    expect(existsSync(path.join(filesDir(), route))).toBe(true);
    expect(existsSync(path.join(filesDir(), 'incoming', route))).toBe(false);
    // The audit log: which upload of which company, its size, how long the scan took.
    const logged = logOf('upload confirmed clean', route);
    expect(logged).toMatchObject({
      uploadId: (await uploadRow(route))?.id,
      companyId: uploader.caller.companyId,
      size: PDF.length,
      clamd: false,
    });
    expect(logged?.scanMs).toBeGreaterThanOrEqual(0);
    expect(logged?.scanMs).toBeLessThan(60_000);
  });

  it('keeps a real Word document (.docx) and a PNG logo', async () => {
    const docx = await uploadFile(t, uploader.token, {
      name: 'Estatutos.docx',
      type: DOCX_TYPE,
      bytes: DOCX,
    });
    expect(docx.confirmed.body).toMatchObject({ status: 1, file: { size: DOCX.length } });

    const png = buildPng();
    const logo = await uploadFile(t, uploader.token, {
      name: 'logo.png',
      type: 'image/png',
      bytes: png,
      fileType: 'logo',
    });
    expect(logo.confirmed.body).toMatchObject({ status: 1, file: { contentType: 'image/png' } });
  });

  it('confirms once: a second confirm is refused and the kept file stays', async () => {
    const { route, confirmed } = await uploadFile(t, uploader.token, {
      name: 'twice.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    expect(confirmed.body.status).toBe(1);
    const again = await confirm(t, uploader.token, { route, name: 'twice.pdf', md5: md5Of(PDF) });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      status: 0,
      codeMessages: [{ codeMessage: 'ERROR_UPLOAD_NOT_FOUND' }],
    });
    expect(existsSync(path.join(filesDir(), route))).toBe(true);
    expect((await uploadRow(route))?.state).toBe('confirmed');
  });

  it('lets only the company that asked confirm; another company is told it does not exist', async () => {
    const route = await uploadOnly({ name: 'mine.pdf', type: 'application/pdf', bytes: PDF });
    const theirs = await confirm(t, other.token, { route, name: 'mine.pdf', md5: md5Of(PDF) });
    expect(theirs.status).toBe(404);
    expect(theirs.body.codeMessages[0]?.codeMessage).toBe('ERROR_UPLOAD_NOT_FOUND');
    expect((await uploadRow(route))?.state).toBe('issued');

    const mine = await confirm(t, uploader.token, { route, name: 'mine.pdf', md5: md5Of(PDF) });
    expect(mine.body.status).toBe(1);
  });

  it('refuses an expired upload, an unknown route and a logged-out caller', async () => {
    const route = await uploadOnly({ name: 'late.pdf', type: 'application/pdf', bytes: PDF });
    await t.database.db
      .update(uploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploads.route, route));
    const late = await confirm(t, uploader.token, { route, name: 'late.pdf', md5: md5Of(PDF) });
    expect(late.status).toBe(410);
    expect(late.body.codeMessages[0]?.codeMessage).toBe('ERROR_UPLOAD_NOT_FOUND');

    const unknown = await confirm(t, uploader.token, {
      route: `companies/${uploader.claims.companyId}/00000000-0000-0000-0000-000000000000/x.pdf`,
      name: 'x.pdf',
      md5: md5Of(PDF),
    });
    expect(unknown.status).toBe(404);

    const loggedOut = await call(t, 'POST', '/api/platform/file/confirm', {
      payload: { route, name: 'late.pdf', md5: md5Of(PDF), time: '1' },
    });
    expect(loggedOut.status).toBe(401);
  });

  it('answers a confirm before the file arrived with ERROR_FILE_MISSING, and the slot stays open', async () => {
    const asked = await askUploadUrl(t, uploader.token, {
      fileName: 'slow.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    const route = asked.body.route ?? '';
    const early = await confirm(t, uploader.token, { route, name: 'slow.pdf', md5: md5Of(PDF) });
    expect(early.status).toBe(400);
    expect(early.body.codeMessages[0]?.codeMessage).toBe('ERROR_FILE_MISSING');

    await postForm(
      t,
      { url: asked.body.url ?? '', fields: asked.body.fields ?? {} },
      {
        name: 'slow.pdf',
        type: 'application/pdf',
        bytes: PDF,
      },
    );
    const later = await confirm(t, uploader.token, { route, name: 'slow.pdf', md5: md5Of(PDF) });
    expect(later.body.status).toBe(1);
  });

  it('rejects a file whose content is not the md5 the browser sent, and deletes it', async () => {
    const route = await uploadOnly({ name: 'changed.pdf', type: 'application/pdf', bytes: PDF });
    const answer = await confirm(t, uploader.token, {
      route,
      name: 'changed.pdf',
      md5: md5Of(Buffer.from('something else')),
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      status: 0,
      codeMessages: [{ codeMessage: 'malformedFile' }],
    });
    expect(existsSync(path.join(filesDir(), route))).toBe(false);
    expect((await uploadRow(route))?.state).toBe('rejected');
    expect(logOf('upload rejected', route)).toMatchObject({
      reason: 'md5Mismatch',
      detail: 'the md5 the browser sent is not the content',
      size: PDF.length,
    });
  });

  /**
   * What a store that let more than the form allowed through would hold at the
   * incoming key: a PDF's first bytes, then nothing (a sparse file) up to the size.
   */
  async function storeSparse(name: string, size: number) {
    const asked = await askUploadUrl(t, uploader.token, {
      fileName: name,
      contentType: 'application/pdf',
      size: PDF.length,
    });
    const route = asked.body.route ?? '';
    const incoming = path.join(filesDir(), 'incoming', route);
    mkdirSync(path.dirname(incoming), { recursive: true });
    writeFileSync(incoming, PDF);
    truncateSync(incoming, size);
    return route;
  }
  /** The reason the log gives for rejecting this upload. */
  const rejectionReason = (route: string) => logOf('upload rejected', route)?.reason;

  it('rejects and deletes a stored file over 1 GB whatever its form allowed, before scanning it', async () => {
    const route = await storeSparse('huge.pdf', MAX_FILE_BYTES + 1);
    const answer = await confirm(t, uploader.token, { route, name: 'huge.pdf', md5: md5Of(PDF) });
    expect(answer.status).toBe(422);
    expect(answer.body.codeMessages[0]?.codeMessage).toBe('malformedFile');
    expect(existsSync(path.join(filesDir(), route))).toBe(false);
    expect(await uploadRow(route)).toMatchObject({ state: 'rejected', size: MAX_FILE_BYTES + 1 });
    expect(logOf('upload rejected', route)).toMatchObject({
      reason: 'tooLarge',
      detail: `${MAX_FILE_BYTES + 1} bytes`,
    });
  });

  it('lets a stored file of exactly 1 GB past the size check, on to the inspector', async () => {
    const route = await storeSparse('full.pdf', MAX_FILE_BYTES);
    const answer = await confirm(t, uploader.token, { route, name: 'full.pdf', md5: md5Of(PDF) });
    // A PDF's head with nothing after it is no PDF: the inspector, not the size, refuses it.
    expect(answer.status).toBe(422);
    expect(rejectionReason(route)).toBe('malformed');
  });

  it('refuses, even for a file of 50 MB, an md5 derived from name, size and type instead of the content', async () => {
    const big = materialize(buildPdf({ fillerLength: 50 * 1024 * 1024 }));
    const route = await uploadOnly({ name: 'big.pdf', type: 'application/pdf', bytes: big });
    const derived = md5Of(Buffer.from(`big.pdf:${big.length}:application/pdf`));
    const answer = await confirm(t, uploader.token, { route, name: 'big.pdf', md5: derived });
    expect(answer.status).toBe(422);
    expect(answer.body.codeMessages[0]?.codeMessage).toBe('malformedFile');
    expect(existsSync(path.join(filesDir(), route))).toBe(false);
  });

  it.each([
    ['the EICAR test file', 'invoice.pdf', buildEicar(), 'eicar'],
    ['an ELF executable renamed .pdf', 'report.pdf', buildElfExecutable(), 'executable'],
    ['a Windows (PE) executable renamed .pdf', 'report.pdf', buildPeExecutable(), 'executable'],
    [
      'HTML named .pdf',
      'page.pdf',
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      'html',
    ],
  ])('rejects %s with malformedFile (HTTP 422) and deletes it', async (_, name, bytes, reason) => {
    const route = await uploadOnly({ name, type: 'application/pdf', bytes });
    expect(existsSync(path.join(filesDir(), route))).toBe(false);
    const answer = await confirm(t, uploader.token, { route, name, md5: md5Of(bytes) });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      status: 0,
      codeMessages: [
        {
          codeMessage: 'malformedFile',
          message:
            'The file was rejected: it is damaged, it is not what its name says, or it may be harmful. Upload another file.',
        },
      ],
    });
    expect(existsSync(path.join(filesDir(), route))).toBe(false);
    expect(existsSync(path.join(filesDir(), 'incoming', route))).toBe(false);
    expect(await uploadRow(route)).toMatchObject({ state: 'rejected', claimedAt: null });
    // The reason is logged; the content is not.
    const logged = t.logs.filter((line) => line.includes(route));
    expect(logged.join('')).toContain(`"reason":"${reason}"`);
    expect(logged.join('')).not.toContain('EICAR-STANDARD');
  });

  it('answers malformedFile in Spanish and Portuguese too', async () => {
    const bytes = buildEicar();
    for (const [lng, text] of [
      [
        'es',
        'El archivo fue rechazado: está dañado, no es lo que dice su nombre o puede ser dañino. Suba otro archivo.',
      ],
      [
        'pt',
        'O arquivo foi rejeitado: está danificado, não é o que o nome diz ou pode ser nocivo. Envie outro arquivo.',
      ],
    ] as const) {
      const route = await uploadOnly({ name: 'x.pdf', type: 'application/pdf', bytes });
      const answer = await confirm(
        t,
        uploader.token,
        { route, name: 'x.pdf', md5: md5Of(bytes) },
        lng,
      );
      expect(answer.body.codeMessages[0]).toEqual({ codeMessage: 'malformedFile', message: text });
    }
  });

  it('rejects a confirm whose name claims another type than the upload declared', async () => {
    const route = await uploadOnly({ name: 'plan.pdf', type: 'application/pdf', bytes: PDF });
    const answer = await confirm(t, uploader.token, { route, name: 'plan.docx', md5: md5Of(PDF) });
    expect(answer.status).toBe(422);
    expect(answer.body.codeMessages[0]?.codeMessage).toBe('malformedFile');
  });

  it('answers a bad body with one message per field (HTTP 400)', async () => {
    const { status, body } = await call(t, 'POST', '/api/platform/file/confirm', {
      token: uploader.token,
      payload: { route: '', time: 'yesterday', name: 'a.pdf', md5: 'xyz' },
    });
    expect(status).toBe(400);
    expect(body.codeMessages.map((m) => m.field).sort()).toEqual(['md5', 'route', 'time']);
  });
});
