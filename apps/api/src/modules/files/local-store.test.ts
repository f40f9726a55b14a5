import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf, materialize } from '../../lib/file-inspection/test-fixtures';
import { LocalStorage } from '../../lib/storage/local-storage';
import { isValidStorageKey } from '../../lib/storage/object-storage';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { logIn, type Session } from '../../../test/kit/session';
import { askUploadUrl, md5Of, postForm, uploadFile } from '../../../test/kit/uploads';

let t: TestApp;
let uploader: Session;
let storage: LocalStorage;
const PDF = materialize(buildPdf({ comment: 'local store' }));
const file = { name: 'plan.pdf', type: 'application/pdf', bytes: PDF };

beforeAll(async () => {
  t = await createTestApp();
  uploader = await logIn(t, 'generalaccount@demo.example');
  // The same store the app uses: same directory, same key.
  storage = new LocalStorage(path.join(t.dataDir, 'files'), t.keys.filesSecret);
});
afterAll(async () => {
  await t.close();
});

async function askForm(size = PDF.length) {
  const { body } = await askUploadUrl(t, uploader.token, {
    fileName: 'plan.pdf',
    contentType: 'application/pdf',
    size,
  });
  return { url: body.url ?? '', fields: body.fields ?? {}, route: body.route ?? '' };
}

const incomingPath = (route: string) => path.join(t.dataDir, 'files', 'incoming', route);
const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { codeMessages: { codeMessage: string }[] }).codeMessages[0]?.codeMessage;

describe('POST /api/files/upload (the embedded store, presigned-POST emulation)', () => {
  it('takes a signed form without session or platform header and answers 204, like S3', async () => {
    const form = await askForm();
    const response = await postForm(t, form, file);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(existsSync(incomingPath(form.route))).toBe(true);
  });

  it.each([
    ['a changed key', (f: Record<string, string>) => ({ ...f, key: `${f.key}x` })],
    [
      'a raised size limit',
      (f: Record<string, string>) => ({ ...f, 'x-registry-max-size': '1073741824' }),
    ],
    [
      'a changed content type',
      (f: Record<string, string>) => ({ ...f, 'Content-Type': 'text/html' }),
    ],
    [
      'a later expiry',
      (f: Record<string, string>) => ({ ...f, 'x-registry-expires': '9999999999' }),
    ],
    [
      'a forged signature',
      (f: Record<string, string>) => ({ ...f, 'x-registry-signature': 'A'.repeat(43) }),
    ],
  ])('refuses a form with %s (HTTP 403) and keeps nothing', async (_, tamper) => {
    const form = await askForm();
    const response = await postForm(t, { url: form.url, fields: tamper(form.fields) }, file);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toBe('ERROR_SIGNATURE');
    expect(existsSync(incomingPath(form.route))).toBe(false);
  });

  it('refuses an expired form', async () => {
    const form = await storage.createUploadForm({
      key: 'incoming/companies/1/expired/plan.pdf',
      contentType: 'application/pdf',
      maxBytes: PDF.length,
      expiresInSeconds: -1,
    });
    const response = await postForm(t, form, file);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toBe('ERROR_SIGNATURE');
    expect(existsSync(path.join(t.dataDir, 'files', 'incoming/companies/1/expired'))).toBe(false);
  });

  it('refuses a file larger than the size the form was signed for, and keeps nothing', async () => {
    const form = await askForm(PDF.length - 1);
    const response = await postForm(t, form, file);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe('ERROR_FILE_TOO_LARGE');
    expect(existsSync(incomingPath(form.route))).toBe(false);
    const dir = path.dirname(incomingPath(form.route));
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });

  it('refuses a form without fields or without the file', async () => {
    const form = await askForm();
    const noFields = await postForm(t, { url: form.url, fields: {} }, file);
    expect(noFields.statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      payload: { key: form.fields.key },
    });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
  });

  it('cannot be made to write outside its directory: keys are checked and resolved inside it', () => {
    for (const key of [
      '../keys.json',
      'companies/../../x',
      '/etc/passwd',
      'a//b',
      'a/./b',
      'a\\b',
      'a/b c',
    ]) {
      expect(isValidStorageKey(key)).toBe(false);
      expect(() => storage.pathOf(key)).toThrow('invalid storage key');
    }
    expect(isValidStorageKey('companies/7/0a1b/plan.pdf')).toBe(true);
  });
});

describe('GET /api/files/object/... (signed download links)', () => {
  let route = '';
  let url = '';
  beforeAll(async () => {
    ({ route } = await uploadFile(t, uploader.token, file));
    url = await storage.createDownloadUrl({
      key: route,
      fileName: 'Informe año 2025.pdf',
      contentType: 'application/pdf',
      expiresInSeconds: 300,
    });
  });

  it('serves the file as an attachment under its original name, not sniffable', async () => {
    expect(url).toMatch(/^\/api\/files\/object\/companies\//);
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(md5Of(response.rawPayload)).toBe(md5Of(PDF));
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Informe ano 2025.pdf"; filename*=UTF-8''Informe%20a%C3%B1o%202025.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['a forged signature', (u: URL) => u.searchParams.set('signature', 'A'.repeat(43))],
    ['another name', (u: URL) => u.searchParams.set('name', 'x.html')],
    ['another type', (u: URL) => u.searchParams.set('type', 'text/html')],
    ['a later expiry', (u: URL) => u.searchParams.set('expires', '9999999999')],
    ['no signature', (u: URL) => u.searchParams.delete('signature')],
    ['another file', (u: URL) => (u.pathname = u.pathname.replace(/[^/]+$/, 'other.pdf'))],
  ])('answers 403 to a link with %s', async (_, tamper) => {
    const changed = new URL(url, 'http://registry.test');
    tamper(changed);
    const response = await t.app.inject({
      method: 'GET',
      url: `${changed.pathname}${changed.search}`,
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toBe('ERROR_SIGNATURE');
  });

  it('answers 403 to an expired link and 404 to a deleted file', async () => {
    const expired = await storage.createDownloadUrl({
      key: route,
      fileName: 'plan.pdf',
      contentType: 'application/pdf',
      expiresInSeconds: -1,
    });
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);

    const gone = await storage.createDownloadUrl({
      key: `companies/${uploader.claims.companyId}/gone/plan.pdf`,
      fileName: 'plan.pdf',
      contentType: 'application/pdf',
      expiresInSeconds: 60,
    });
    expect((await t.app.inject({ method: 'GET', url: gone })).statusCode).toBe(404);
  });
});
