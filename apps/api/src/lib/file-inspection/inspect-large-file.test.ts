import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openFileSource } from './byte-source';
import { inspectByteSource, inspectFile } from './inspect-file';
import {
  buildCompoundFile,
  buildPdf,
  buildPeExecutable,
  buildWordPackage,
  writeSparseFile,
} from './test-fixtures';
import type { FilePurpose } from './types';

const dir = mkdtempSync(path.join(tmpdir(), 'registry-inspect-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ONE_GB = 1024 * 1024 * 1024;
/** The most any verdict may read of a big file: head, tail, and a directory or two. */
const READ_BUDGET = 256 * 1024;

async function inspectCountingReads(
  filePath: string,
  fileName: string,
  purpose: FilePurpose = 'document',
) {
  const source = await openFileSource(filePath);
  try {
    const result = await inspectByteSource(source, { fileName, purpose });
    return { result, bytesRead: source.bytesRead };
  } finally {
    await source.close();
  }
}

describe('inspectFile on big files reads only what it needs', () => {
  it('keeps a 1 GB PDF (one huge stream) after reading its head and last 1 KB', async () => {
    const filePath = path.join(dir, 'big.pdf');
    const size = await writeSparseFile(filePath, buildPdf({ fillerLength: ONE_GB }));
    expect(size).toBeGreaterThan(ONE_GB);
    const { result, bytesRead } = await inspectCountingReads(filePath, 'big.pdf');
    expect(result).toEqual({ verdict: 'clean', format: 'pdf' });
    expect(bytesRead).toBeLessThan(READ_BUDGET);
  });

  it('keeps a 1 GB .docx (a huge embedded file) after reading its head and central directory', async () => {
    const filePath = path.join(dir, 'big.docx');
    const layout = buildWordPackage({
      extraEntries: [{ name: 'word/media/survey.tif', data: { zeros: ONE_GB } }],
    });
    const size = await writeSparseFile(filePath, layout);
    expect(size).toBeGreaterThan(ONE_GB);
    const { result, bytesRead } = await inspectCountingReads(filePath, 'big.docx');
    expect(result).toEqual({ verdict: 'clean', format: 'docx' });
    expect(bytesRead).toBeLessThan(READ_BUDGET);
  });

  it('keeps a .doc of several MB whose directory lies beyond the first 109 FAT sectors', async () => {
    const filePath = path.join(dir, 'big.doc');
    const bytes = buildCompoundFile({
      fillerSectors: 20_000,
      entries: [{ name: 'WordDocument', type: 'stream' }],
    });
    expect(bytes.length).toBeGreaterThan(10_000_000);
    expect(bytes.readUInt32LE(44)).toBeGreaterThan(109); // FAT sectors: some listed in a DIFAT sector
    await writeSparseFile(filePath, [bytes]);
    const { result, bytesRead } = await inspectCountingReads(filePath, 'big.doc');
    expect(result).toEqual({ verdict: 'clean', format: 'doc' });
    expect(bytesRead).toBeLessThan(READ_BUDGET);
  });

  it('rejects a 1 GB executable named .pdf from its first bytes', async () => {
    const filePath = path.join(dir, 'big-exe.pdf');
    await writeSparseFile(filePath, [buildPeExecutable(), { zeros: ONE_GB }]);
    const { result, bytesRead } = await inspectCountingReads(filePath, 'big-exe.pdf');
    expect(result).toMatchObject({ verdict: 'rejected', reason: 'executable' });
    expect(bytesRead).toBeLessThanOrEqual(64 * 1024);
  });

  it('inspects by path through the public entry point', async () => {
    const filePath = path.join(dir, 'by-path.pdf');
    await writeSparseFile(filePath, buildPdf({ fillerLength: 8 * 1024 * 1024 }));
    const result = await inspectFile({
      path: filePath,
      fileName: 'plan.pdf',
      declaredType: 'application/pdf',
      purpose: 'document',
    });
    expect(result).toEqual({ verdict: 'clean', format: 'pdf' });
  });

  it('throws, rather than answering a verdict, when the path does not exist', async () => {
    await expect(
      inspectFile({ path: path.join(dir, 'missing.pdf'), fileName: 'x.pdf', purpose: 'document' }),
    ).rejects.toThrow(/ENOENT/);
  });
});
