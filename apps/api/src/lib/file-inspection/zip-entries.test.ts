import { describe, expect, it } from 'vitest';
import { createBytesSource } from './byte-source';
import { StructureError } from './structure-error';
import { buildZip, latin1, materialize } from './test-fixtures';
import { readZipEntryNames } from './zip-entries';

const entries = [
  { name: '[Content_Types].xml', data: latin1('<Types/>') },
  { name: 'word/document.xml', data: latin1('<w:document/>') },
  { name: 'word/media/año.png', data: latin1('png') },
];

const read = (bytes: Uint8Array) => readZipEntryNames(createBytesSource(bytes));

describe('readZipEntryNames', () => {
  it('lists every entry, in order, with UTF-8 names', async () => {
    expect(await read(materialize(buildZip(entries)))).toEqual([
      '[Content_Types].xml',
      'word/document.xml',
      'word/media/año.png',
    ]);
  });

  it('finds the end record behind an archive comment', async () => {
    const bytes = materialize(buildZip(entries, { comment: 'made by the registry' }));
    expect(await read(bytes)).toHaveLength(3);
  });

  it('is not fooled by an end-record signature inside the comment', async () => {
    const fake = `PK\x05\x06${'\x00'.repeat(18)} and more words`;
    const bytes = materialize(buildZip(entries, { comment: fake }));
    expect(await read(bytes)).toHaveLength(3);
  });

  it('reads ZIP64 end records', async () => {
    expect(await read(materialize(buildZip(entries, { isZip64: true })))).toHaveLength(3);
  });

  it('refuses a file without an end record', async () => {
    await expect(read(latin1('PK\x03\x04 and then nothing'))).rejects.toThrow(StructureError);
  });

  it('refuses an end record that counts more entries than the directory holds', async () => {
    const bytes = materialize(buildZip(entries));
    bytes.writeUInt16LE(9, bytes.length - 12); // total entries
    await expect(read(bytes)).rejects.toThrow(/ends early/);
  });

  it('refuses a central directory that would run into the end record', async () => {
    const bytes = materialize(buildZip(entries));
    bytes.writeUInt32LE(bytes.readUInt32LE(bytes.length - 10) + 64, bytes.length - 10); // size
    await expect(read(bytes)).rejects.toThrow(/overlaps/);
  });

  it('refuses a central directory larger than any Word file needs', async () => {
    const bytes = materialize(buildZip(entries));
    bytes.writeUInt32LE(0x7fffffff, bytes.length - 10);
    await expect(read(bytes)).rejects.toThrow(/too large/);
  });
});
