import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs } from '../../../test/log-in';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { userCompanies, users } from '../../db/schema/accounts';
import { uploads } from '../../db/schema/files';
import { LocalStorage } from '../../lib/storage/local-storage';

/*
 * The file url helpers of spec section 7: /platform/file/url/{id} under the
 * downloads' rules, /url-my-company/{id} for the file's own company only, and
 * /urlpublic/{id} for anyone, only for a file marked public.
 */

let t: TestApp;
const tokens: Record<string, string> = {};
const BYTES = Buffer.from('%PDF-1.7\n% a public project document\n%%EOF\n');

async function companyOf(email: string): Promise<{ userId: number; companyId: number }> {
  const [row] = await t.database.db
    .select({ userId: users.id, companyId: userCompanies.companyId })
    .from(users)
    .innerJoin(userCompanies, eq(userCompanies.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  if (!row) throw new Error(`no company for ${email}`);
  return row;
}

/** A scanned, kept file of owner@'s company, attached to a record or not, public or not. */
async function keptFile({ isClaimed = true, isPublic = false, state = 'confirmed' as const }) {
  const { userId, companyId } = await companyOf('owner@demo.example');
  const route = `companies/${companyId}/${Math.random().toString(16).slice(2)}.pdf`;
  await new LocalStorage(path.join(t.dataDir, 'files'), t.keys.filesSecret).putObject(route, BYTES);
  const [row] = await t.database.db
    .insert(uploads)
    .values({
      route,
      module: 'companies',
      fileType: 'document',
      companyId,
      userId,
      state,
      fileName: 'plan.pdf',
      time: '1',
      md5: '0'.repeat(32),
      size: BYTES.length,
      contentType: 'application/pdf',
      isPublic,
      claimedAt: isClaimed ? new Date() : null,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning({ id: uploads.id });
  return row?.id ?? 0;
}

async function get(url: string, who?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...HEADERS, ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}) },
  });
  return { statusCode: response.statusCode, body: response.json<{ url?: string }>() };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['owner@demo.example', 'developer@demo.example', 'gov@demo.example']) {
    tokens[email] = (await logInAs(t.app, t.keys, email)).body.token ?? '';
  }
  tokens.certifier = (await logInAs(t.app, t.keys, 'certifier@demo.example')).body.token ?? '';
});
afterAll(async () => t.close());

describe('GET /api/platform/file/url/{id}', () => {
  it('gives a signed link that downloads the file to its company, a connection and a certifier', async () => {
    const id = await keptFile({});
    for (const who of ['owner@demo.example', 'developer@demo.example', 'certifier']) {
      const { statusCode, body } = await get(`/api/platform/file/url/${id}`, who);
      expect(statusCode).toBe(200);
      const download = await t.app.inject({ method: 'GET', url: body.url ?? '' });
      expect(download.rawPayload.equals(BYTES)).toBe(true);
    }
  });

  it('refuses a company with no connection, and anyone logged out', async () => {
    const id = await keptFile({});
    expect((await get(`/api/platform/file/url/${id}`, 'gov@demo.example')).statusCode).toBe(403);
    expect((await get(`/api/platform/file/url/${id}`)).statusCode).toBe(401);
  });

  it('shows another company no upload left unattached, nor one refused by the scan', async () => {
    const loose = await keptFile({ isClaimed: false });
    expect((await get(`/api/platform/file/url/${loose}`, 'certifier')).statusCode).toBe(404);
    expect((await get(`/api/platform/file/url/${loose}`, 'owner@demo.example')).statusCode).toBe(
      200,
    );
    const rejected = await keptFile({ state: 'rejected' as 'confirmed' });
    expect((await get(`/api/platform/file/url/${rejected}`, 'owner@demo.example')).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/platform/file/url-my-company/{id}', () => {
  it("answers the file's own company only", async () => {
    const id = await keptFile({});
    const own = await get(`/api/platform/file/url-my-company/${id}`, 'owner@demo.example');
    expect(own.statusCode).toBe(200);
    expect(own.body.url).toMatch(/^\/api\/files\/object\//);
    for (const who of ['developer@demo.example', 'certifier']) {
      expect((await get(`/api/platform/file/url-my-company/${id}`, who)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/platform/file/urlpublic/{id}', () => {
  it('gives anyone, logged out, a link to a file marked public', async () => {
    const id = await keptFile({ isPublic: true });
    const { statusCode, body } = await get(`/api/platform/file/urlpublic/${id}`);
    expect(statusCode).toBe(200);
    const download = await t.app.inject({ method: 'GET', url: body.url ?? '' });
    expect(download.rawPayload.equals(BYTES)).toBe(true);
  });

  it('answers 404 for a file not marked public, as for an unknown id', async () => {
    const id = await keptFile({});
    expect((await get(`/api/platform/file/urlpublic/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/platform/file/urlpublic/2147483647`)).statusCode).toBe(404);
    expect((await get(`/api/platform/file/urlpublic/2147483648`)).statusCode).toBe(400);
  });
});
