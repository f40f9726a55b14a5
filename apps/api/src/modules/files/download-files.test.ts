import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf, buildPng, materialize } from '../../lib/file-inspection/test-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call } from '../../../test/kit/call';
import {
  connectCompanies,
  firstDocumentTypeIds,
  insertDocument,
  insertMedia,
} from '../../../test/kit/company-documents';
import { logIn, type Session } from '../../../test/kit/session';
import { md5Of, uploadFile } from '../../../test/kit/uploads';

let t: TestApp;
/** The company whose files are read (generalAccount). */
let owner: Session;
let stranger: Session;
let certifier: Session;
let connected: Session;
let pending: Session;

const PDF = materialize(buildPdf({ comment: 'current' }));
const PNG = buildPng();
const days = (n: number) => new Date(Date.UTC(2026, 0, n));

let current: { id: number };
let currentSecond: { id: number };
let older: { id: number };
let oldest: { id: number };
let otherType: { id: number };
let logo: { id: number };
let oldLogo: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  owner = await logIn(t, 'generalaccount@demo.example');
  stranger = await logIn(t, 'trader@demo.example');
  certifier = await logIn(t, 'certifier@demo.example');
  connected = await logIn(t, 'developer@demo.example');
  pending = await logIn(t, 'gov@demo.example');
  const companyId = owner.claims.companyId;
  // Accepted connection, asked by the other side; a pending one gives nothing.
  await connectCompanies(t, connected.claims.companyId, companyId, 1);
  await connectCompanies(t, companyId, pending.claims.companyId, 0);

  const [typeA = 0, typeB = 0] = await firstDocumentTypeIds(t);
  const pdf = await uploadFile(t, owner.token, {
    name: 'Cámara de comercio.pdf',
    type: 'application/pdf',
    bytes: PDF,
  });
  const png = await uploadFile(t, owner.token, {
    name: 'logo.png',
    type: 'image/png',
    bytes: PNG,
    fileType: 'logo',
  });
  const doc = (fileName: string, typeDocumentCompanyId: number, last: boolean, created: Date) =>
    insertDocument(t, {
      companyId,
      typeDocumentCompanyId,
      route: pdf.route,
      fileName,
      last,
      created,
    });
  oldest = await doc('v1.pdf', typeA, false, days(1));
  older = await doc('v2.pdf', typeA, false, days(2));
  current = await doc('Cámara de comercio.pdf', typeA, true, days(3));
  currentSecond = await doc('anexo.pdf', typeA, true, days(4));
  otherType = await doc('rut.pdf', typeB, true, days(5));
  await doc('rut-old.pdf', typeB, false, days(1));
  oldLogo = await insertMedia(t, {
    companyId,
    route: png.route,
    fileName: 'old-logo.png',
    last: false,
    created: days(1),
  });
  logo = await insertMedia(t, {
    companyId,
    route: png.route,
    fileName: 'logo.png',
    last: true,
    created: days(2),
  });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => call(t, 'GET', url, { token });
const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/platform/companiesDocuments/download/{id}', () => {
  it('gives the company a signed link that downloads the file as an attachment', async () => {
    const { status, body } = await get(
      `/api/platform/companiesDocuments/download/${current.id}`,
      owner.token,
    );
    expect(status).toBe(200);
    expect(body.status).toBe(1);
    const file = await fetchFile(body.url ?? '');
    expect(file.statusCode).toBe(200);
    expect(md5Of(file.rawPayload)).toBe(md5Of(PDF));
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''C%C3%A1mara%20de%20comercio.pdf`,
    );
  });

  it.each([
    ['a certifier', () => certifier],
    ['a company with an accepted connection', () => connected],
  ])('lets %s download', async (_, who) => {
    const { status, body } = await get(
      `/api/platform/companiesDocuments/download/${current.id}`,
      who().token,
    );
    expect(status).toBe(200);
    expect((await fetchFile(body.url ?? '')).statusCode).toBe(200);
  });

  it.each([
    ['a company without a connection', () => stranger],
    ['a company whose connection is still pending', () => pending],
  ])('refuses %s with HTTP 403', async (_, who) => {
    const { status, body } = await get(
      `/api/platform/companiesDocuments/download/${current.id}`,
      who().token,
    );
    expect(status).toBe(403);
    expect(body).toMatchObject({ status: 0, codeMessages: [{ codeMessage: 'ERROR_FORBIDDEN' }] });
    expect(body.url).toBeUndefined();
  });

  it('refuses a logged-out caller (401), an unknown id (404) and a malformed id (400)', async () => {
    expect((await get(`/api/platform/companiesDocuments/download/${current.id}`)).status).toBe(401);
    const unknown = await get('/api/platform/companiesDocuments/download/999999', owner.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.codeMessages[0]?.codeMessage).toBe('ERROR_FILE_NOT_FOUND');
    expect((await get('/api/platform/companiesDocuments/download/abc', owner.token)).status).toBe(
      400,
    );
  });

  it('downloads an older version too (the history modal has download buttons)', async () => {
    const { status } = await get(
      `/api/platform/companiesDocuments/download/${oldest.id}`,
      owner.token,
    );
    expect(status).toBe(200);
  });
});

describe('GET /api/platform/companiesDocuments/download-all/{id}', () => {
  it('answers one link per current version (last = true) of the same company and type', async () => {
    const { status, body } = await get(
      `/api/platform/companiesDocuments/download-all/${current.id}`,
      certifier.token,
    );
    expect(status).toBe(200);
    expect(body.urls).toHaveLength(2);
    const names = await Promise.all(
      (body.urls ?? []).map(async (url) => (await fetchFile(url)).headers['content-disposition']),
    );
    expect(names.map((n) => /filename="([^"]+)"/.exec(String(n))?.[1]).sort()).toEqual([
      'Camara de comercio.pdf',
      'anexo.pdf',
    ]);
  });

  it('refuses a stranger and a logged-out caller', async () => {
    expect(
      (await get(`/api/platform/companiesDocuments/download-all/${current.id}`, stranger.token))
        .status,
    ).toBe(403);
    expect((await get(`/api/platform/companiesDocuments/download-all/${current.id}`)).status).toBe(
      401,
    );
    expect(
      (await get('/api/platform/companiesDocuments/download-all/999999', owner.token)).status,
    ).toBe(404);
  });
});

describe('GET /api/platform/companiesDocuments/history/{id}', () => {
  it('tells My Company which document types and whether the logo have older versions', async () => {
    const { body } = await call(t, 'POST', '/api/company/getCompanyMyCompany', {
      token: owner.token,
      payload: {},
    });
    const ids = await firstDocumentTypeIds(t);
    expect(body.company?.documentTypesWithHistory).toEqual(ids.slice(0, 2));
    expect(body.company?.hasLogoHistory).toBe(true);
  });

  it('lists the older versions (last = false) of that company and type, newest first', async () => {
    const { status, body } = await get(
      `/api/platform/companiesDocuments/history/${currentSecond.id}`,
      connected.token,
    );
    expect(status).toBe(200);
    expect(body.companiesDocuments).toEqual([
      expect.objectContaining({
        id: older.id,
        fileName: 'v2.pdf',
        last: false,
        created: days(2).toISOString(),
        updated: days(2).toISOString(),
      }),
      expect.objectContaining({ id: oldest.id, fileName: 'v1.pdf', last: false }),
    ]);
    const other = await get(
      `/api/platform/companiesDocuments/history/${otherType.id}`,
      owner.token,
    );
    expect(other.body.companiesDocuments?.map((d) => d.fileName)).toEqual(['rut-old.pdf']);
  });

  it('refuses a stranger, a logged-out caller and an unknown id', async () => {
    expect(
      (await get(`/api/platform/companiesDocuments/history/${current.id}`, stranger.token)).status,
    ).toBe(403);
    expect((await get(`/api/platform/companiesDocuments/history/${current.id}`)).status).toBe(401);
    expect((await get('/api/platform/companiesDocuments/history/999999', owner.token)).status).toBe(
      404,
    );
  });
});

describe('company logos (companiesMedia)', () => {
  it('GET download/{id} gives a signed link to the logo for those who may read the company', async () => {
    for (const who of [owner, certifier, connected]) {
      const { status, body } = await get(
        `/api/platform/companiesMedia/download/${logo.id}`,
        who.token,
      );
      expect(status).toBe(200);
      const file = await fetchFile(body.url ?? '');
      expect(md5Of(file.rawPayload)).toBe(md5Of(PNG));
      expect(file.headers['content-type']).toBe('image/png');
    }
    expect(
      (await get(`/api/platform/companiesMedia/download/${logo.id}`, stranger.token)).status,
    ).toBe(403);
    expect((await get(`/api/platform/companiesMedia/download/${logo.id}`)).status).toBe(401);
    expect((await get('/api/platform/companiesMedia/download/999999', owner.token)).status).toBe(
      404,
    );
  });

  it('POST history/{id} with companyId lists the older logos', async () => {
    const history = (token: string | undefined, companyId = owner.claims.companyId) =>
      call(t, 'POST', `/api/platform/companiesMedia/history/${logo.id}`, {
        token,
        payload: { companyId },
      });
    const { status, body } = await history(certifier.token);
    expect(status).toBe(200);
    expect(body.companiesDocuments).toEqual([
      expect.objectContaining({
        id: oldLogo.id,
        fileName: 'old-logo.png',
        created: days(1).toISOString(),
      }),
    ]);
    expect((await history(stranger.token)).status).toBe(403);
    expect((await history(undefined)).status).toBe(401);
    expect((await history(owner.token, stranger.claims.companyId)).status).toBe(404);
  });
});
