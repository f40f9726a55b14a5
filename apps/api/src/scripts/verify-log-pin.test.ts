import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { generateLogSigningKey } from '../lib/keys';
import { parseVerifierKey, signCheckpoint, verifyCheckpoint } from '../modules/log/checkpoint-note';
import { createLogSigner, type LogSigner } from '../modules/log/log-signer';
import { sequenceLog } from '../modules/log/sequence-log';
import { verifyRemoteLog } from './verify-remote-log';

/*
 * npm run verify-log pins the key it saw first (DESIGN.md 4.3): a log later
 * signed by another key is refused, unless the verifier is told that key with
 * --vkey. The other key here re-signs the registry's own checkpoint, as an
 * instance restarted with a new key did before the key was stored (fault 6).
 */

const stateDir = mkdtempSync(path.join(tmpdir(), 'registry-verify-pin-'));
let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  while ((await sequenceLog(t.database.db, t.app.logSigner)).appendedCount > 0);
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  rmSync(stateDir, { recursive: true, force: true });
});

/** The registry as seen through `fetch`, its checkpoint signed by `signer` and its key served. */
function servedWithKey(signer: LogSigner): typeof fetch {
  return async (input, init) => {
    const address = String(input);
    if (address.endsWith('/api/log/public-key')) {
      return Response.json({ status: 1, codeMessages: [], publicKey: '', vkey: signer.vkey });
    }
    const response = await fetch(input, init);
    if (!address.endsWith('/api/log/checkpoint')) return response;
    const checkpoint = verifyCheckpoint(
      await response.text(),
      parseVerifierKey(t.app.logSigner.vkey),
    );
    return new Response(signCheckpoint(checkpoint, signer.privateKey));
  };
}

describe('npm run verify-log pins the log key', () => {
  it('refuses a log now signed by another key, and accepts it when told --vkey', async () => {
    const stateFile = path.join(stateDir, 'state.json');
    const first = await verifyRemoteLog({ url, stateFile });
    expect(first.summary.join('\n')).toContain(t.app.logSigner.vkey.split('+')[1]);

    const other = createLogSigner(t.app.logSigner.origin, generateLogSigningKey());
    const fetchFn = servedWithKey(other);
    await expect(verifyRemoteLog({ url, stateFile, fetchFn })).rejects.toThrow(
      /another key .*--vkey/,
    );

    const told = await verifyRemoteLog({ url, stateFile, fetchFn, vkey: other.vkey });
    expect(told.consistentWith).toBe(first.size);
    // Now pinned: the new key verifies without being told again, and the old one is refused.
    await expect(verifyRemoteLog({ url, stateFile, fetchFn })).resolves.toMatchObject({
      size: first.size,
    });
    await expect(verifyRemoteLog({ url, stateFile })).rejects.toThrow(/another key/);
  });
});
