import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logEvents } from '../db/schema/log';
import { signatureRecords, signatureRequests } from '../db/schema/signatures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { verifyRecord } from '../modules/signatures/signature-record';
import { seedDatabase } from './seed-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  await seedDatabase(t.database.db, 'demo', {
    signing: { keys: t.keys, logOrigin: 'registry.test/log' },
  });
});
afterAll(async () => {
  await t.close();
});

describe('the demo signatures', () => {
  it("are the ovv's validation report and the certifier's certification, signed through their links with the app's key", async () => {
    const requests = await t.database.db
      .select()
      .from(signatureRequests)
      .orderBy(signatureRequests.id);
    expect(requests).toEqual([
      expect.objectContaining({ role: 'ovv', documentType: 'validationReport', state: 'signed' }),
      expect.objectContaining({
        role: 'certifier',
        documentType: 'certification',
        state: 'signed',
      }),
    ]);
    const records = await t.database.db.select().from(signatureRecords);
    expect(records).toHaveLength(2);
    const { publicKey } = (await t.app.inject({ method: 'GET', url: '/api/log/public-key' })).json<{
      publicKey: string;
    }>();
    const leaves = await t.database.db.select().from(logEvents);
    for (const record of records) {
      expect(verifyRecord(record.recordJson, record.registrySignature, publicKey)).toBe(true);
      expect(leaves.some((leaf) => leaf.data.includes(record.recordSha256))).toBe(true);
    }
    const certification = records.find((record) => record.role === 'certifier');
    expect(JSON.parse(certification?.recordJson ?? '{}')).toMatchObject({
      documentType: 'certification',
      signer: { email: 'certifier@demo.example' },
    });
  });
});
