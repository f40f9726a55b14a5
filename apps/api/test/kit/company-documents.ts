import { randomBytes } from 'node:crypto';
import type { UploadedFile } from '@registry/contract/files/upload';
import { companyRequests } from '../../src/db/schema/company-profile';
import { companyDocuments, companyMedia, uploads } from '../../src/db/schema/files';
import { typeDocumentCompanies } from '../../src/db/schema/reference';
import type { TestApp } from '../test-app';
import { call } from './call';

/*
 * Rows the saves would have written (confirmed uploads, company documents and
 * media, accepted connections), and the company document types.
 */

/** An accepted (state 1) or other connection request between two companies, as a save would write. */
export async function connectCompanies(
  t: TestApp,
  requesterCompanyId: number,
  targetCompanyId: number,
  state: 0 | 1 | 2 = 1,
) {
  await t.database.db
    .insert(companyRequests)
    .values({ requesterCompanyId, targetCompanyId, state });
}

export async function firstDocumentTypeIds(t: TestApp): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: typeDocumentCompanies.id })
    .from(typeDocumentCompanies);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** A company document row as the My Company saves write it (latest: last = true). */
export async function insertDocument(
  t: TestApp,
  values: {
    companyId: number;
    typeDocumentCompanyId: number;
    route: string;
    fileName: string;
    last?: boolean;
    created?: Date;
  },
) {
  const [row] = await t.database.db
    .insert(companyDocuments)
    .values({
      time: String(Date.now()),
      md5: '0'.repeat(32),
      size: 10,
      contentType: 'application/pdf',
      ...values,
      ...(values.created ? { updated: values.created } : {}),
    })
    .returning();
  if (!row) throw new Error('no document inserted');
  return row;
}

export async function insertMedia(
  t: TestApp,
  values: { companyId: number; route: string; fileName: string; last?: boolean; created?: Date },
) {
  const [row] = await t.database.db
    .insert(companyMedia)
    .values({
      time: String(Date.now()),
      md5: '0'.repeat(32),
      size: 10,
      contentType: 'image/png',
      ...values,
      ...(values.created ? { updated: values.created } : {}),
    })
    .returning();
  if (!row) throw new Error('no media inserted');
  return row;
}

/**
 * What the browser holds after an upload the server confirmed (scanned,
 * clean): an uploads row in state confirmed, written directly.
 */
export async function confirmedUpload(
  t: TestApp,
  company: { id: number; admin: { id: number } },
  {
    fileType = 'document',
    name = 'document.pdf',
  }: { fileType?: 'document' | 'logo'; name?: string } = {},
): Promise<UploadedFile> {
  const route = `companies/${company.id}/${randomBytes(12).toString('hex')}`;
  const md5 = randomBytes(16).toString('hex');
  const time = String(Date.now());
  await t.database.db.insert(uploads).values({
    route,
    module: 'companies',
    fileType,
    companyId: company.id,
    userId: company.admin.id,
    state: 'confirmed',
    fileName: name,
    time,
    md5,
    size: 1234,
    contentType: fileType === 'logo' ? 'image/png' : 'application/pdf',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return { route, time, name, md5 };
}

/** The company document types, by code, as the API numbers them. */
export async function documentTypes(t: TestApp, token: string) {
  const { body } = await call(t, 'POST', '/api/company/getCompanyMyCompany', {
    token,
    payload: {},
  });
  const types = body.typeDocumentsCompanies ?? [];
  const byCode = (code: string) => {
    const type = types.find((item) => item.code === code);
    if (!type) throw new Error(`no company document type ${code}`);
    return type;
  };
  return { types, byCode };
}
