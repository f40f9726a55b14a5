import { asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConsistencyProofResponse,
  InclusionProofResponse,
  LogEntriesResponse,
  LogPublicKeyResponse,
} from '@registry/contract/log/log';
import { logCheckpoints, logEvents } from '../../db/schema/log';
import { call, codeOf } from '../../../test/kit/call';
import { HEADERS, createTestApp, type TestApp } from '../../../test/test-app';
import { appendLogEvent } from './append-log-event';
import { parseVerifierKey, verifyCheckpoint } from './checkpoint-note';
import { computeFromStoredNodes, fromHex } from './log-tree';
import { hashLeaf, rootOfLeaves, verifyConsistency, verifyInclusion, type Hash } from './merkle';
import { sequenceLog } from './sequence-log';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
});
afterAll(async () => {
  await t.close();
});

const b64 = (text: string): Hash => new Uint8Array(Buffer.from(text, 'base64'));

async function addEvents(count: number, from = 0): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    for (let i = from; i < from + count; i++) {
      await appendLogEvent(tx, 'test', { n: i, name: `événement ${String(i)}`, z: 1, a: [i] });
    }
  });
}

async function checkpointNow() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/log/checkpoint',
    headers: HEADERS,
  });
  const { body } = await call<LogPublicKeyResponse>(t, 'GET', '/api/log/public-key');
  const verifier = parseVerifierKey(body.vkey);
  return { response, checkpoint: verifyCheckpoint(response.body, verifier) };
}

describe('the public transparency log', () => {
  it('answers 404 before the first checkpoint, then the signed empty tree', async () => {
    const before = await call(t, 'GET', '/api/log/checkpoint');
    expect(before.status).toBe(404);
    expect(codeOf(before)).toBe('ERROR_LOG_NO_CHECKPOINT');
    const noProof = await call(t, 'GET', '/api/log/proof/inclusion?index=0&size=1');
    expect(noProof.body.codeMessages[0]?.message).toMatch(/^The log holds 0 entries/);
    await sequenceLog(t.database.db, t.app.logSigner);
    const { response, checkpoint } = await checkpointNow();
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body.split('\n')[0]).toBe('registry.test/log');
    expect(checkpoint.size).toBe(0);
  });

  it('stores an event as canonical JSON and hashes it only when sequenced', async () => {
    await addEvents(1);
    const [row] = await t.database.db.select().from(logEvents).orderBy(asc(logEvents.id));
    expect(row?.data).toBe('{"a":[0],"kind":"test","n":0,"name":"événement 0","z":1}');
    expect(row?.leafIndex).toBeNull();
    expect((await sequenceLog(t.database.db, t.app.logSigner)).appendedCount).toBe(1);
    const [after] = await t.database.db
      .select()
      .from(logEvents)
      .where(eq(logEvents.id, row?.id ?? 0));
    expect(after?.leafIndex).toBe(0);
  });

  it('serves entries, a signed root equal to the leaves, and proofs that verify', async () => {
    await addEvents(36, 1);
    await sequenceLog(t.database.db, t.app.logSigner);
    const { checkpoint } = await checkpointNow();
    expect(checkpoint.size).toBe(37);
    const { body } = await call<LogEntriesResponse>(t, 'GET', '/api/log/entries?start=0&end=37');
    expect(body.entries.map((e) => e.index)).toEqual([...Array(37).keys()]);
    const leaves = body.entries.map((entry) => {
      const leaf = hashLeaf(Buffer.from(entry.data, 'utf8'));
      expect(Buffer.from(leaf).toString('base64')).toBe(entry.leafHash);
      return leaf;
    });
    expect(rootOfLeaves(leaves)).toEqual(checkpoint.rootHash);

    for (const index of [0, 5, 31, 36]) {
      const proof = await call<InclusionProofResponse>(
        t,
        'GET',
        `/api/log/proof/inclusion?index=${String(index)}&size=37`,
      );
      const hashes = proof.body.hashes.map(b64);
      expect(verifyInclusion(index, 37, leaves[index] as Hash, hashes, checkpoint.rootHash)).toBe(
        true,
      );
    }
    const [old] = await t.database.db
      .select()
      .from(logCheckpoints)
      .where(eq(logCheckpoints.size, 1));
    const consistency = await call<ConsistencyProofResponse>(
      t,
      'GET',
      '/api/log/proof/consistency?first=1&second=37',
    );
    const oldRoot = fromHex(old?.rootHash ?? '');
    expect(
      verifyConsistency(1, 37, consistency.body.hashes.map(b64), oldRoot, checkpoint.rootHash),
    ).toBe(true);
  });

  it.each([
    '/api/log/entries?start=3&end=3',
    '/api/log/entries?start=0&end=38',
    '/api/log/entries?start=-1&end=2',
    '/api/log/entries?start=a&end=2',
    '/api/log/proof/inclusion?index=37&size=37',
    '/api/log/proof/inclusion?index=0&size=38',
    '/api/log/proof/consistency?first=5&second=4',
    '/api/log/proof/consistency?first=1&second=99',
  ])('refuses %s with a 400 and a codeMessage', async (url) => {
    const answer = await call(t, 'GET', url);
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toMatch(/^ERROR_(LOG_RANGE|INVALID_FIELD)$/);
  });

  it('proves a tree consistent with itself, and names the size when a proof is out of range', async () => {
    const checkpoint = await t.app.inject({
      method: 'GET',
      url: '/api/log/checkpoint',
      headers: HEADERS,
    });
    const size = checkpoint.statusCode === 200 ? Number(checkpoint.body.split('\n')[1]) : 0;
    const same = await call<ConsistencyProofResponse>(
      t,
      'GET',
      `/api/log/proof/consistency?first=${String(size)}&second=${String(size)}`,
    );
    expect([same.status, same.body.hashes]).toEqual([200, []]);
    for (const url of [
      `/api/log/proof/inclusion?index=${String(size)}&size=${String(size)}`,
      `/api/log/proof/consistency?first=1&second=${String(size + 1)}`,
    ]) {
      const refused = await call(t, 'GET', url);
      expect(refused.body.codeMessages[0]?.message).toMatch(
        new RegExp(`^The log holds ${String(size)} entries`),
      );
    }
  });

  it('refuses to compute a proof from a node the log does not hold', async () => {
    await expect(computeFromStoredNodes(t.database.db, (read) => read(40, 7))).rejects.toThrow(
      'log node 40:7 is missing',
    );
  });

  it('refuses an event that names its kind in its data', async () => {
    await expect(
      t.database.db.transaction((tx) => appendLogEvent(tx, 'test', { kind: 'other' })),
    ).rejects.toThrow('a log event names its kind once');
  });

  it('refuses more than 1,000 entries in one call', async () => {
    await addEvents(1000, 37);
    await sequenceLog(t.database.db, t.app.logSigner);
    const tooMany = await call(t, 'GET', '/api/log/entries?start=0&end=1001');
    expect(tooMany.status).toBe(400);
    expect(codeOf(tooMany)).toBe('ERROR_LOG_RANGE');
    const page = await call<LogEntriesResponse>(t, 'GET', '/api/log/entries?start=1&end=1001');
    expect(page.body.entries).toHaveLength(1000);
  });

  it('gives two sequencers at once every event one index, no gap, and the root of all leaves', async () => {
    const runs: Promise<unknown>[] = [];
    for (let round = 0; round < 5; round++) {
      runs.push(addEvents(9, 2000 + round * 9));
      runs.push(sequenceLog(t.database.db, t.app.logSigner, 7));
      runs.push(sequenceLog(t.database.db, t.app.logSigner, 7));
    }
    await Promise.all(runs);
    while ((await sequenceLog(t.database.db, t.app.logSigner)).appendedCount > 0);
    const rows = await t.database.db
      .select({ leafIndex: logEvents.leafIndex, data: logEvents.data })
      .from(logEvents)
      .where(isNotNull(logEvents.leafIndex))
      .orderBy(asc(logEvents.leafIndex));
    const total = 37 + 1000 + 45;
    expect(rows.map((row) => row.leafIndex)).toEqual([...Array(total).keys()]);
    const { checkpoint } = await checkpointNow();
    expect(checkpoint.size).toBe(total);
    expect(rootOfLeaves(rows.map((row) => hashLeaf(Buffer.from(row.data, 'utf8'))))).toEqual(
      checkpoint.rootHash,
    );
  });

  it('runs the sequencer on its own every LOG_SEQUENCE_INTERVAL_MS', async () => {
    const timed = await createTestApp({
      seed: 'none',
      config: { log: { ...t.app.config.log, sequenceIntervalMs: 20 } },
    });
    try {
      await timed.database.db.transaction((tx) => appendLogEvent(tx, 'test', { n: 1 }));
      let size = 0;
      // Polled until a deadline generous for a busy machine: the timer, not this loop, appends.
      for (const deadline = Date.now() + 20_000; size < 1 && Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const response = await timed.app.inject({
          method: 'GET',
          url: '/api/log/checkpoint',
          headers: HEADERS,
        });
        size = response.statusCode === 200 ? Number(response.body.split('\n')[1]) : 0;
      }
      expect(size).toBe(1);
    } finally {
      await timed.close();
    }
  });
});
