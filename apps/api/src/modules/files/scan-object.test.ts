import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf, materialize } from '../../lib/file-inspection/test-fixtures';
import { LocalStorage } from '../../lib/storage/local-storage';
import { md5Of } from '../../../test/kit/uploads';
import { scanObject } from './scan-object';

/* scanObject on the local store, without clamd: the verdict, and nothing left open. */

const PDF = materialize(buildPdf());
let directory: string;
let storage: LocalStorage;
beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'registry-scan-'));
  storage = new LocalStorage(directory, randomBytes(32));
  await storage.putObject('companies/1/plan.pdf', PDF);
  await storage.putObject('companies/1/not-a.pdf', Buffer.from('plain text, not a PDF'));
});
afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

const scan = (key: string, size: number) =>
  scanObject({
    storage,
    key,
    size,
    fileName: path.basename(key),
    contentType: 'application/pdf',
    purpose: 'document',
    clamavUrl: '',
  });

/** The file descriptors this process holds (Linux). */
const openFiles = () => readdirSync('/proc/self/fd').length;

describe('scanObject', () => {
  it("answers clean with the content's MD5", async () => {
    expect(await scan('companies/1/plan.pdf', PDF.length)).toEqual({
      verdict: 'clean',
      md5: md5Of(PDF),
    });
  });

  it('answers rejected with the reason for a file that is not what it claims', async () => {
    expect(await scan('companies/1/not-a.pdf', 21)).toMatchObject({ verdict: 'rejected' });
  });

  it('closes the file it inspected, clean or rejected', async () => {
    await scan('companies/1/plan.pdf', PDF.length);
    const before = openFiles();
    for (let n = 0; n < 20; n += 1) {
      await scan('companies/1/plan.pdf', PDF.length);
      await scan('companies/1/not-a.pdf', 21);
    }
    // Unclosed, each scan would keep a descriptor: 40 more.
    expect(openFiles() - before).toBeLessThan(10);
  });
});
