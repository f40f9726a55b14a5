import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../../config';
import {
  buildEicar,
  buildPdf,
  buildWordPackage,
  materialize,
} from '../../lib/file-inspection/test-fixtures';
import { createStorage } from '../../lib/storage/create-storage';
import { S3Storage } from '../../lib/storage/s3-storage';
import { startS3rver, type LocalS3 } from '../../../test/s3rver';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { firstDocumentTypeIds, insertDocument } from '../../../test/kit/company-documents';
import { logIn, type Session } from '../../../test/kit/session';
import { askUploadUrl, confirm, md5Of } from '../../../test/kit/uploads';

/*
 * The S3 store against a real S3 implementation (s3rver) on a local port: the
 * browser's presigned POST with fetch and FormData, the scan reading the
 * object back, the presigned download, the delete of a rejected file.
 */

let local: LocalS3;
let s3: S3Config;
let t: TestApp;
let uploader: Session;
let storage: S3Storage;

beforeAll(async () => {
  local = await startS3rver();
  s3 = local.s3;
  t = await createTestApp({ config: { s3 } });
  uploader = await logIn(t, 'generalaccount@demo.example');
  const created = createStorage({ s3, filesDir: '', dataDir: t.dataDir }, t.keys);
  if (!(created instanceof S3Storage)) throw new Error('S3_BUCKET set, but no S3 store');
  storage = created;
});
afterAll(async () => {
  await t.close();
  await local.stop();
});

/** What the browser does with the form: fields first, the file last, straight to the store. */
async function postToStore(
  form: { url: string; fields: Record<string, string> },
  file: { name: string; type: string; bytes: Uint8Array },
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  body.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  return fetch(form.url, { method: 'POST', body });
}

async function upload(file: { name: string; type: string; bytes: Uint8Array }) {
  const asked = await askUploadUrl(t, uploader.token, {
    fileName: file.name,
    contentType: file.type,
    size: file.bytes.length,
  });
  expect(asked.status).toBe(200);
  const form = { url: asked.body.url ?? '', fields: asked.body.fields ?? {} };
  const posted = await postToStore(form, file);
  expect(posted.status).toBe(204);
  return { route: asked.body.route ?? '', form };
}

describe('the S3 store (S3_* settings) against s3rver', () => {
  it('hands out a real presigned POST: exact key, content type, size range, expiry', async () => {
    const asked = await askUploadUrl(t, uploader.token, {
      fileName: 'plan.pdf',
      contentType: 'application/pdf',
      size: 1234,
    });
    expect(asked.body.url).toBe(`${s3.endpoint}/registry-files`);
    const fields = asked.body.fields ?? {};
    expect(fields.key).toBe(`incoming/${asked.body.route}`);
    expect(fields['X-Amz-Algorithm']).toBe('AWS4-HMAC-SHA256');
    // The form carries a signature and the access key id, never the secret key.
    expect(Object.keys(fields).sort()).toEqual([
      'Content-Type',
      'Policy',
      'X-Amz-Algorithm',
      'X-Amz-Credential',
      'X-Amz-Date',
      'X-Amz-Signature',
      'bucket',
      'key',
    ]);
    const policy = JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString()) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 1234],
        ['eq', '$Content-Type', 'application/pdf'],
        { key: fields.key },
        { bucket: 'registry-files' },
      ]),
    );
    const ttl = new Date(policy.expiration).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
  });

  it('uploads a PDF through the presigned POST, scans it, downloads it by a presigned GET', async () => {
    const pdf = materialize(buildPdf({ fillerLength: 2 * 1024 * 1024 }));
    const { route } = await upload({
      name: 'Informe año.pdf',
      type: 'application/pdf',
      bytes: pdf,
    });
    const answer = await confirm(t, uploader.token, {
      route,
      name: 'Informe año.pdf',
      md5: md5Of(pdf),
    });
    expect(answer.body).toMatchObject({ status: 1, file: { md5: md5Of(pdf), size: pdf.length } });
    // Moved out of the form's reach: only the route holds it now.
    expect(await storage.stat(`incoming/${route}`)).toBeNull();
    expect(await storage.stat(route)).toEqual({ size: pdf.length });

    const [typeId = 0] = await firstDocumentTypeIds(t);
    const document = await insertDocument(t, {
      companyId: uploader.claims.companyId,
      typeDocumentCompanyId: typeId,
      route,
      fileName: 'Informe año.pdf',
    });
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/platform/companiesDocuments/download/${document.id}`,
      headers: { platform: 'carbon-registry-test', authorization: `Bearer ${uploader.token}` },
    });
    const { url } = link.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^${s3.endpoint}/registry-files/companies/`));
    expect(url).toContain('X-Amz-Expires=300');
    const downloaded = await fetch(url);
    expect(downloaded.status).toBe(200);
    expect(md5Of(new Uint8Array(await downloaded.arrayBuffer()))).toBe(md5Of(pdf));
    expect(downloaded.headers.get('content-disposition')).toBe(
      `attachment; filename="Informe ano.pdf"; filename*=UTF-8''Informe%20a%C3%B1o.pdf`,
    );
    expect(downloaded.headers.get('content-type')).toBe('application/pdf');
  });

  it("lets the web app's pages POST to the store (CSP connect-src names its origin)", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`connect-src 'self' ${s3.endpoint}`);
  });

  it('keeps a .docx the same way', async () => {
    const docx = materialize(buildWordPackage());
    const type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const { route } = await upload({ name: 'acta.docx', type, bytes: docx });
    const answer = await confirm(t, uploader.token, { route, name: 'acta.docx', md5: md5Of(docx) });
    expect(answer.body.status).toBe(1);
  });

  it('rejects the EICAR file and deletes it from the bucket', async () => {
    const eicar = buildEicar();
    const { route } = await upload({ name: 'invoice.pdf', type: 'application/pdf', bytes: eicar });
    const answer = await confirm(t, uploader.token, {
      route,
      name: 'invoice.pdf',
      md5: md5Of(eicar),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.codeMessages[0]?.codeMessage).toBe('malformedFile');
    expect(await storage.stat(route)).toBeNull();
    expect(await storage.stat(`incoming/${route}`)).toBeNull();
  });

  it('answers ERROR_FILE_MISSING to a confirm when nothing was posted', async () => {
    const asked = await askUploadUrl(t, uploader.token, {
      fileName: 'never.pdf',
      contentType: 'application/pdf',
      size: 10,
    });
    const answer = await confirm(t, uploader.token, {
      route: asked.body.route ?? '',
      name: 'never.pdf',
      md5: md5Of(Buffer.from('x')),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.codeMessages[0]?.codeMessage).toBe('ERROR_FILE_MISSING');
  });
});
