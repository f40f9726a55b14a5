import { describe, expect, it } from 'vitest';
import { createBytesSource } from './byte-source';
import { readCompoundRootEntries } from './compound-file';
import { StructureError } from './structure-error';
import { buildCompoundFile, locateDirectoryEntry } from './test-fixtures';

const read = (bytes: Uint8Array) => readCompoundRootEntries(createBytesSource(bytes));

const wordEntries = [
  { name: 'WordDocument', type: 'stream' as const },
  { name: '1Table', type: 'stream' as const },
  { name: 'ObjectPool', type: 'storage' as const },
];

describe('readCompoundRootEntries', () => {
  it('lists the streams and storages at the root of a version 3 file', async () => {
    const names = (await read(buildCompoundFile({ entries: wordEntries }))).map((e) => e.name);
    expect(names.sort()).toEqual(['1Table', 'ObjectPool', 'WordDocument']);
  });

  it('tells streams from storages', async () => {
    const entries = await read(buildCompoundFile({ entries: wordEntries }));
    expect(entries.find((entry) => entry.name === 'ObjectPool')?.type).toBe('storage');
    expect(entries.find((entry) => entry.name === 'WordDocument')?.type).toBe('stream');
  });

  it('reads version 4 files (4096-byte sectors)', async () => {
    const bytes = buildCompoundFile({ majorVersion: 4, entries: wordEntries });
    expect(bytes.length % 4096).toBe(0);
    expect(await read(bytes)).toHaveLength(3);
  });

  it('follows a directory that spans several sectors', async () => {
    const many = Array.from({ length: 20 }, (_, index) => ({
      name: `Stream${index}`,
      type: 'stream' as const,
    }));
    expect(await read(buildCompoundFile({ entries: many }))).toHaveLength(20);
  });

  it('refuses a sibling tree that loops', async () => {
    const bytes = buildCompoundFile({ entries: wordEntries });
    bytes.writeUInt32LE(1, locateDirectoryEntry(2) + 72); // entry 2's right sibling back to 1
    await expect(read(bytes)).rejects.toThrow(/loops/);
  });

  it('refuses an entry that points beyond the file', async () => {
    const bytes = buildCompoundFile({ entries: wordEntries });
    bytes.writeUInt32LE(5_000, locateDirectoryEntry(1) + 72);
    await expect(read(bytes)).rejects.toThrow(StructureError);
  });

  it('refuses a file cut after its header', async () => {
    const bytes = buildCompoundFile({ entries: wordEntries });
    await expect(read(bytes.subarray(0, 512))).rejects.toThrow(StructureError);
  });

  it('refuses a header with an impossible sector size', async () => {
    const bytes = buildCompoundFile({ entries: wordEntries });
    bytes.writeUInt16LE(16, 30);
    await expect(read(bytes)).rejects.toThrow(/header invalid/);
  });
});
