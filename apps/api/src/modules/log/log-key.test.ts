import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { logCheckpoints } from '../../db/schema/log';
import { generateKeys, type Keys } from '../../lib/keys';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { appendLogEvent } from './append-log-event';
import { openDatabase } from '../../db/client';
import { logKey } from '../../db/schema/log-key';
import { signCheckpoint } from './checkpoint-note';
import { claimLogKey } from './claim-log-key';
import { createLogSigner } from './log-signer';
import { toHex } from './log-tree';
import { EMPTY_ROOT } from './merkle';
import { sequenceLog } from './sequence-log';

/*
 * The registry's log key is one (DESIGN.md 4.3, decision 027): an instance
 * with another key on the same database refuses to start, naming
 * LOG_SIGNING_KEY, so checkpoints never alternate between two keys.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
  await sequenceLog(t.database.db, t.app.logSigner);
});
afterAll(async () => {
  await t.close();
});

/** Starts another instance on the same database (its close leaves the database open); answers the vkey it serves. */
async function startAnotherInstance(keys: Keys): Promise<string> {
  const app = await buildApp({
    config: t.app.config,
    database: { ...t.database, close: async () => undefined },
    keys,
  });
  await app.ready();
  const key = await app.inject({ method: 'GET', url: '/api/log/public-key' });
  await app.close();
  return key.json<{ vkey: string }>().vkey;
}

describe('one log key for the registry', () => {
  it('refuses to start a second instance with another key, naming LOG_SIGNING_KEY', async () => {
    await expect(startAnotherInstance(generateKeys())).rejects.toThrow(/LOG_SIGNING_KEY/);

    // The same key starts, as many instances as needed.
    expect(await startAnotherInstance(t.keys)).toBe(t.app.logSigner.vkey);
  });

  it('the sequencer signs no checkpoint with another key', async () => {
    await t.database.db.transaction((tx) => appendLogEvent(tx, 'test', { n: 1 }));
    const before = await t.database.db.$count(logCheckpoints);
    const other = createLogSigner(t.app.config.log.origin, generateKeys().logSigningKeyPem);
    await expect(sequenceLog(t.database.db, other)).rejects.toThrow(/LOG_SIGNING_KEY/);
    expect(await t.database.db.$count(logCheckpoints)).toBe(before);
  });

  it('on a database signed before keys were stored, takes only the key of its checkpoints', async () => {
    const database = await openDatabase({ url: '' });
    try {
      const origin = t.app.config.log.origin;
      const earlier = createLogSigner(origin, generateKeys().logSigningKeyPem);
      const note = signCheckpoint({ origin, size: 0, rootHash: EMPTY_ROOT }, earlier.privateKey);
      await database.db
        .insert(logCheckpoints)
        .values({ size: 0, rootHash: toHex(EMPTY_ROOT), note });
      const other = createLogSigner(origin, generateKeys().logSigningKeyPem);
      await expect(claimLogKey(database.db, other)).rejects.toThrow(/^LOG_SIGNING_KEY: /);
      await claimLogKey(database.db, earlier);
      const [stored] = await database.db.select().from(logKey);
      expect(stored?.vkey).toBe(earlier.vkey);
    } finally {
      await database.close();
    }
  });
});
