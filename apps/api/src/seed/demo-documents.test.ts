import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@registry/contract/auth/account-type';
import type { CompanyDocument } from '@registry/contract/company/company-document';
import { inspectFile } from '../lib/file-inspection/inspect-file';
import { createStorage } from '../lib/storage/create-storage';
import { LocalStorage } from '../lib/storage/local-storage';
import { S3Storage } from '../lib/storage/s3-storage';
import { call } from '../../test/kit/call';
import { logIn, type Session } from '../../test/kit/session';
import { startS3rver, type LocalS3 } from '../../test/s3rver';
import { createTestApp, type TestApp } from '../../test/test-app';
import { companies, users } from '../db/schema/accounts';
import { companyDocuments } from '../db/schema/files';
import { invoices } from '../db/schema/billing';
import { INVOICE_STATES } from '@registry/contract/billing/billing-api';
import { seedDatabase } from './seed-database';

/*
 * The demo documents (DESIGN.md 5): main.ts seeds with the configured storage,
 * so every approved demo company has a PDF per required document type and
 * owner@'s has one replaced version. These tests seed the same way.
 */

const md5Of = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

/** The document title a PDF viewer shows (the /Title text string, UTF-16BE). */
function pdfTitle(bytes: Uint8Array): string {
  const hex = /\/Title <FEFF([0-9A-F]*)>/.exec(Buffer.from(bytes).toString('latin1'))?.[1] ?? '';
  return Buffer.from(hex, 'hex').swap16().toString('utf16le');
}

/** Every file under a directory (the local store's objects). */
function filesUnder(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function myCompany(t: TestApp, session: Session) {
  const { body } = await call(t, 'POST', '/api/company/getCompanyMyCompany', {
    token: session.token,
    payload: {},
  });
  return {
    company: body.company,
    documents: body.company?.companiesDocuments ?? [],
    types: body.typeDocumentsCompanies ?? [],
  };
}

/** Downloads a document the way the web app does: the download call, then its signed link. */
async function download(t: TestApp, session: Session, documentId: number) {
  const { status, body } = await call(
    t,
    'GET',
    `/api/platform/companiesDocuments/download/${documentId}`,
    { token: session.token },
  );
  expect(status).toBe(200);
  const file = await t.app.inject({ method: 'GET', url: body.url ?? '' });
  expect(file.statusCode).toBe(200);
  return { bytes: new Uint8Array(file.rawPayload), headers: file.headers };
}

describe('the demo seed with a local storage (npm start)', () => {
  let t: TestApp;
  let storage: LocalStorage;
  const sessions = new Map<string, Session>();

  beforeAll(async () => {
    t = await createTestApp({ seed: 'none' });
    const created = createStorage(t.app.config, t.keys);
    if (!(created instanceof LocalStorage)) throw new Error('expected the local store');
    storage = created;
    await seedDatabase(t.database.db, 'demo', { storage });
    for (const type of ACCOUNT_TYPES) {
      const email = `${type.toLowerCase()}@demo.example`;
      sessions.set(type, await logIn(t, email));
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const session = (type: string) => {
    const found = sessions.get(type);
    if (!found) throw new Error(`no session for ${type}`);
    return found;
  };

  it('gives every approved demo company one current PDF per required document type', async () => {
    for (const type of ACCOUNT_TYPES) {
      const { company, documents, types } = await myCompany(t, session(type));
      expect(company?.updateBilling).toBe(1);
      expect(company?.updateDueDiligence).toBe(1);
      const required = types.filter((documentType) => documentType.isRequired === 1);
      expect(required.some((documentType) => documentType.isBilling === 1)).toBe(true);
      expect(required.some((documentType) => documentType.isBilling === 0)).toBe(true);
      expect(documents.map((document) => document.typeDocumentCompanyId).sort()).toEqual(
        required.map((documentType) => documentType.id).sort(),
      );
      for (const document of documents) {
        expect(document.last).toBe(true);
        expect(document.fileName).toMatch(/\.pdf$/);
        expect(document.md5).toMatch(/^[0-9a-f]{32}$/);
      }
    }
  });

  it('stores nothing for new@demo.example, whose company is not approved yet', async () => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(companyDocuments)
      .innerJoin(users, eq(users.id, companyDocuments.uploadedBy))
      .where(eq(users.email, 'new@demo.example'));
    expect(row?.n).toBe(0);
    const [company] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.email, 'new@demo.example'));
    expect(filesUnder(path.join(storage.root, 'companies', String(company?.id)))).toEqual([]);
  });

  it('downloads each document with the bytes its md5 and size describe: a PDF saying what it is', async () => {
    const rows = await t.database.db
      .select({ id: companyDocuments.id, size: companyDocuments.size })
      .from(companyDocuments);
    const sizeOf = new Map(rows.map((row) => [row.id, row.size]));
    for (const type of ACCOUNT_TYPES) {
      const { company, documents, types } = await myCompany(t, session(type));
      for (const document of documents) {
        const { bytes, headers } = await download(t, session(type), document.id);
        expect(md5Of(bytes)).toBe(document.md5);
        expect(bytes.length).toBe(sizeOf.get(document.id));
        expect(headers['content-type']).toBe('application/pdf');
        expect(headers['content-disposition']).toMatch(/^attachment;/);
        expect(
          await inspectFile({
            bytes,
            fileName: document.fileName,
            declaredType: 'application/pdf',
            purpose: 'document',
          }),
        ).toEqual({ verdict: 'clean', format: 'pdf' });
        const description = types.find(
          (candidate) => candidate.id === document.typeDocumentCompanyId,
        )?.description;
        expect(pdfTitle(bytes)).toMatch(/^Demo document — .+ — .+$/);
        expect(pdfTitle(bytes)).toContain(company?.name ?? '?');
        // The API answered in English, as the documents are written.
        expect(pdfTitle(bytes)).toContain(description ?? '?');
      }
    }
    // One company file in the store per row (owner@'s previous version included) and
    // owner@'s proof of payment of an invoice, nothing else; the demo projects' PDDs
    // live under projects/.
    expect(filesUnder(path.join(storage.root, 'companies'))).toHaveLength(rows.length + 1);
  });

  it("keeps a replaced version of one of owner@'s documents for the history modal", async () => {
    const owner = session('owner');
    const { documents } = await myCompany(t, owner);
    const histories = await Promise.all(
      documents.map(async (document) => {
        const { body } = await call(
          t,
          'GET',
          `/api/platform/companiesDocuments/history/${document.id}`,
          { token: owner.token },
        );
        return { document, older: body.companiesDocuments ?? [] };
      }),
    );
    const withHistory = histories.filter((entry) => entry.older.length > 0);
    expect(withHistory).toHaveLength(1);
    const [{ document, older } = { document: null, older: [] }] = withHistory;
    expect(older).toHaveLength(1);
    const previous = older[0] as CompanyDocument;
    expect(previous.last).toBe(false);
    expect(previous.fileName).toMatch(/\(previous version\)\.pdf$/);
    expect(new Date(previous.created).getTime()).toBeLessThan(
      new Date(document?.created ?? 0).getTime(),
    );
    const { bytes } = await download(t, owner, previous.id);
    expect(md5Of(bytes)).toBe(previous.md5);
    expect(previous.md5).not.toBe(document?.md5);
    expect(Buffer.from(bytes).toString('latin1')).toContain('(Previous version, since replaced,');

    // The other demo companies have no history.
    const developer = session('developer');
    const first = (await myCompany(t, developer)).documents[0];
    const { body } = await call(t, 'GET', `/api/platform/companiesDocuments/history/${first?.id}`, {
      token: developer.token,
    });
    expect(body.companiesDocuments).toEqual([]);
  });

  it('adds nothing on a second start', async () => {
    const before = await t.database.db.select({ n: count() }).from(companyDocuments);
    const filesBefore = filesUnder(storage.root).length;
    await seedDatabase(t.database.db, 'demo', { storage });
    expect(await t.database.db.select({ n: count() }).from(companyDocuments)).toEqual(before);
    expect(filesUnder(storage.root)).toHaveLength(filesBefore);
  });
  it('raises the fees of its events and shows an invoice in every state', async () => {
    const rows = await t.database.db.select().from(invoices);
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(INVOICE_STATES));
    expect(new Set(rows.map((row) => row.kind))).toEqual(
      new Set(['accountOpening', 'issuanceLevy', 'retirementFee']),
    );
    const waiting = rows.find((row) => row.state === 'pendingConfirmation');
    // Its proof is a stored PDF the certifier can open.
    const proof = await call(t, 'GET', `/api/platform/file/url/${waiting?.proof?.fileId}`, {
      token: session('certifier').token,
    });
    expect(proof.status).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: proof.body.url ?? '' });
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Numbered from 1 without gaps in each year.
    for (const year of new Set(rows.map((row) => row.year))) {
      const sequences = rows.filter((row) => row.year === year).map((row) => row.seq);
      expect(sequences.sort((a, b) => a - b)).toEqual(sequences.map((_, i) => i + 1));
    }
  });
});

describe('SEED=none', () => {
  it('stores no document and no file, even with a storage', async () => {
    const t = await createTestApp({ seed: 'none' });
    try {
      const storage = createStorage(t.app.config, t.keys) as LocalStorage;
      await seedDatabase(t.database.db, 'none', { storage });
      const [documents] = await t.database.db.select({ n: count() }).from(companyDocuments);
      const [companyCount] = await t.database.db.select({ n: count() }).from(companies);
      expect(documents?.n).toBe(0);
      expect(companyCount?.n).toBe(0);
      expect(filesUnder(storage.root)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('the demo seed with an S3 storage (S3_* settings)', () => {
  let local: LocalS3;
  let t: TestApp;

  beforeAll(async () => {
    local = await startS3rver();
    t = await createTestApp({
      seed: 'none',
      config: { s3: local.s3 },
    });
    const storage = createStorage(t.app.config, t.keys);
    expect(storage).toBeInstanceOf(S3Storage);
    await seedDatabase(t.database.db, 'demo', { storage });
  });
  afterAll(async () => {
    await t.close();
    await local.stop();
  });

  it('puts the documents in the bucket, where their presigned links download them', async () => {
    const owner = await logIn(t, 'owner@demo.example');
    const { documents } = await myCompany(t, owner);
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      const { body } = await call(
        t,
        'GET',
        `/api/platform/companiesDocuments/download/${document.id}`,
        { token: owner.token },
      );
      const downloaded = await fetch(body.url ?? '');
      expect(downloaded.status).toBe(200);
      expect(downloaded.headers.get('content-type')).toBe('application/pdf');
      expect(md5Of(new Uint8Array(await downloaded.arrayBuffer()))).toBe(document.md5);
    }
  });
});
