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

describe('the demo signature', () => {
  it("is the ovv's validation report, signed through its link with the app's key", async () => {
    const requests = await t.database.db.select().from(signatureRequests);
    expect(requests).toEqual([expect.objectContaining({ role: 'ovv', state: 'signed' })]);
    const [record] = await t.database.db.select().from(signatureRecords);
    if (!record) throw new Error('no demo signature record');
    const { publicKey } = (await t.app.inject({ method: 'GET', url: '/api/log/public-key' })).json<{
      publicKey: string;
    }>();
    expect(verifyRecord(record.recordJson, record.registrySignature, publicKey)).toBe(true);
    const leaves = await t.database.db.select().from(logEvents);
    expect(leaves.some((leaf) => leaf.data.includes(record.recordSha256))).toBe(true);
  });
});
