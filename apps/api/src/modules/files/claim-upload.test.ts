import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/files';
import { DomainError } from '../../lib/domain-error';
import {
  buildEicar,
  buildPdf,
  buildPng,
  materialize,
} from '../../lib/file-inspection/test-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { logIn, type Session } from '../../../test/kit/session';
import { askUploadUrl, md5Of, uploadFile } from '../../../test/kit/uploads';
import { claimConfirmedUpload } from './claim-upload';

let t: TestApp;
let owner: Session;
let other: Session;
const PDF = materialize(buildPdf());

beforeAll(async () => {
  t = await createTestApp();
  owner = await logIn(t, 'generalaccount@demo.example');
  other = await logIn(t, 'trader@demo.example');
});
afterAll(async () => {
  await t.close();
});

const claim = (route: string, companyId: number, fileType: 'document' | 'logo' = 'document') =>
  t.database.db.transaction((tx) => claimConfirmedUpload(tx, { route, companyId, fileType }));

async function expectRefused(promise: Promise<unknown>) {
  const error: unknown = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe('ERROR_UPLOAD_NOT_FOUND');
}

describe('claimConfirmedUpload (for the My Company saves)', () => {
  it('hands over a confirmed upload of the company and type once, inside the transaction', async () => {
    const { route } = await uploadFile(t, owner.token, {
      name: 'Estatutos.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    const claimed = await claim(route, owner.claims.companyId);
    expect(claimed).toEqual({
      fileName: 'Estatutos.pdf',
      route,
      time: expect.stringMatching(/^\d+$/),
      md5: md5Of(PDF),
      size: PDF.length,
      contentType: 'application/pdf',
    });
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.route, route));
    expect(row?.claimedAt).toBeInstanceOf(Date);
    await expectRefused(claim(route, owner.claims.companyId));
  });

  it('is undone with the transaction that claimed it', async () => {
    const { route } = await uploadFile(t, owner.token, {
      name: 'a.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    await expect(
      t.database.db.transaction(async (tx) => {
        await claimConfirmedUpload(tx, {
          route,
          companyId: owner.claims.companyId,
          fileType: 'document',
        });
        throw new Error('the save failed later');
      }),
    ).rejects.toThrow('the save failed later');
    expect((await claim(route, owner.claims.companyId)).route).toBe(route);
  });

  it('refuses another company, another file type, an unconfirmed, a rejected and an unknown upload', async () => {
    const { route } = await uploadFile(t, owner.token, {
      name: 'b.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    await expectRefused(claim(route, other.claims.companyId));
    await expectRefused(claim(route, owner.claims.companyId, 'logo'));

    const logo = await uploadFile(t, owner.token, {
      name: 'l.png',
      type: 'image/png',
      bytes: buildPng(),
      fileType: 'logo',
    });
    await expectRefused(claim(logo.route, owner.claims.companyId, 'document'));
    expect((await claim(logo.route, owner.claims.companyId, 'logo')).contentType).toBe('image/png');

    const issued = await askUploadUrl(t, owner.token, {
      fileName: 'c.pdf',
      contentType: 'application/pdf',
      size: 10,
    });
    await expectRefused(claim(issued.body.route ?? '', owner.claims.companyId));

    const rejected = await uploadFile(t, owner.token, {
      name: 'd.pdf',
      type: 'application/pdf',
      bytes: buildEicar(),
    });
    expect(rejected.confirmed.status).toBe(422);
    await expectRefused(claim(rejected.route, owner.claims.companyId));

    await expectRefused(claim('companies/1/none/x.pdf', owner.claims.companyId));
  });
});
