/**
 * Builders of the files the inspector tests feed it. Every fixture is made
 * here, in code: the repository holds no binary fixture and no EICAR file.
 * Builders return a layout (bytes and runs of zeros), so the same code makes a
 * small buffer for `bytes` or a sparse file of any size for `path`.
 */
import { open } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';

export type LayoutPart = Uint8Array | { zeros: number };
export type Layout = LayoutPart[];

export function latin1(text: string): Buffer {
  return Buffer.from(text, 'latin1');
}

function partLength(part: LayoutPart): number {
  return part instanceof Uint8Array ? part.length : part.zeros;
}

export function measureLayout(layout: Layout): number {
  return layout.reduce((total, part) => total + partLength(part), 0);
}

export function materialize(layout: Layout): Buffer {
  return Buffer.concat(
    layout.map((part) => (part instanceof Uint8Array ? part : Buffer.alloc(part.zeros))),
  );
}

/** Writes the layout with its zero runs left as holes: a 1 GB file costs a few KB of disk. */
export async function writeSparseFile(path: string, layout: Layout): Promise<number> {
  const handle = await open(path, 'w');
  try {
    let offset = 0;
    for (const part of layout) {
      if (part instanceof Uint8Array) await handle.write(part, 0, part.length, offset);
      offset += partLength(part);
    }
    await handle.truncate(offset);
    return offset;
  } finally {
    await handle.close();
  }
}

/** The EICAR test file, assembled at run time so no file in the repo holds it whole. */
export function buildEicar(): Buffer {
  const parts = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-', 'TEST-FILE!$H+H*'];
  return latin1(parts.join(''));
}

// ---------------------------------------------------------------- PDF

export interface PdfOptions {
  /** Adds an /Encrypt dictionary (standard security handler), as a password-protected PDF has. */
  isEncrypted?: boolean;
  /** Length of a stream of zeros in the middle of the file (for big files). */
  fillerLength?: number;
  /** Text placed in a comment right after the header. */
  comment?: string;
}

export function buildPdf(options: PdfOptions = {}): Layout {
  const layout: Layout = [];
  let offset = 0;
  const offsets: number[] = [];
  const push = (part: LayoutPart) => {
    layout.push(part);
    offset += partLength(part);
  };
  const object = (body: string) => {
    offsets.push(offset);
    push(latin1(`${offsets.length} 0 obj\n${body}\nendobj\n`));
  };
  push(latin1(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n${options.comment ? `%${options.comment}\n` : ''}`));
  object('<< /Type /Catalog /Pages 2 0 R >>');
  object('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>');
  const filler = options.fillerLength ?? 0;
  offsets.push(offset);
  push(latin1(`4 0 obj\n<< /Length ${filler} >>\nstream\n`));
  if (filler > 0) push({ zeros: filler });
  push(latin1('\nendstream\nendobj\n'));
  if (options.isEncrypted) {
    const hash = 'a1'.repeat(32);
    object(`<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <${hash}> /U <${hash}> >>`);
  }
  const xrefOffset = offset;
  const rows = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  const encrypt = options.isEncrypted
    ? ` /Encrypt 5 0 R /ID [<${'0f'.repeat(16)}> <${'0f'.repeat(16)}>]`
    : '';
  push(
    latin1(
      `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${rows}` +
        `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R${encrypt} >>\n` +
        `startxref\n${xrefOffset}\n%%EOF\n`,
    ),
  );
  return layout;
}

// ---------------------------------------------------------------- ZIP and Word packages

export interface ZipEntry {
  name: string;
  data: LayoutPart;
}

function zeroCrc(length: number): number {
  const chunk = Buffer.alloc(Math.min(length, 1 << 20));
  let crc = 0;
  for (let left = length; left > 0; left -= chunk.length) {
    crc = crc32(chunk.subarray(0, Math.min(left, chunk.length)), crc);
  }
  return crc;
}

/** A zip of stored (uncompressed) entries; `isZip64` writes the ZIP64 end records as well. */
export function buildZip(
  entries: ZipEntry[],
  options: { isZip64?: boolean; comment?: string } = {},
): Layout {
  const layout: Layout = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const size = partLength(entry.data);
    const crc = entry.data instanceof Uint8Array ? crc32(entry.data) : zeroCrc(size);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(size, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(size, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    layout.push(local, name, entry.data);
    offset += local.length + name.length + size;
  }
  const directory = Buffer.concat(central);
  layout.push(directory);
  const directoryOffset = offset;
  offset += directory.length;
  if (options.isZip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(45, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(BigInt(entries.length), 24);
    record.writeBigUInt64LE(BigInt(entries.length), 32);
    record.writeBigUInt64LE(BigInt(directory.length), 40);
    record.writeBigUInt64LE(BigInt(directoryOffset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(offset), 8);
    locator.writeUInt32LE(1, 16);
    layout.push(record, locator);
  }
  const comment = latin1(options.comment ?? '');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.isZip64 ? 0xffff : entries.length, 8);
  end.writeUInt16LE(options.isZip64 ? 0xffff : entries.length, 10);
  end.writeUInt32LE(options.isZip64 ? 0xffffffff : directory.length, 12);
  end.writeUInt32LE(options.isZip64 ? 0xffffffff : directoryOffset, 16);
  end.writeUInt16LE(comment.length, 20);
  layout.push(end, comment);
  return layout;
}

const WORD_MAIN =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const WORD_MACRO_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';

export interface WordPackageOptions {
  /** Adds word/vbaProject.bin and the macro-enabled content type, as a .docm has. */
  hasMacros?: boolean;
  /** A DOCTYPE with an external entity in word/document.xml (XXE). */
  hasExternalEntity?: boolean;
  /** Extra entries, for example a big embedded media file. */
  extraEntries?: ZipEntry[];
  isZip64?: boolean;
}

export function buildWordPackage(options: WordPackageOptions = {}): Layout {
  const types =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    (options.hasMacros
      ? '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>'
      : '') +
    `<Override PartName="/word/document.xml" ContentType="${options.hasMacros ? WORD_MACRO_MAIN : WORD_MAIN}"/>` +
    '</Types>';
  const rels =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
    '</Relationships>';
  const doctype = options.hasExternalEntity
    ? '<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n'
    : '';
  const document =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    doctype +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    `<w:body><w:p><w:r><w:t>Project design document${options.hasExternalEntity ? ' &xxe;' : ''}</w:t></w:r></w:p></w:body>` +
    '</w:document>';
  const entries: ZipEntry[] = [
    { name: '[Content_Types].xml', data: latin1(types) },
    { name: '_rels/.rels', data: latin1(rels) },
    { name: 'word/document.xml', data: latin1(document) },
  ];
  if (options.hasMacros) {
    entries.push({
      name: 'word/vbaProject.bin',
      data: buildCompoundFile({ entries: [{ name: 'VBA', type: 'storage' }] }),
    });
  }
  entries.push(...(options.extraEntries ?? []));
  return buildZip(entries, { isZip64: options.isZip64 });
}

// ---------------------------------------------------------------- OLE2 compound files

const FREE_SECTOR = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const DIFAT_SECTOR = 0xfffffffc;
const NO_STREAM = 0xffffffff;

export interface CompoundFileOptions {
  entries: { name: string; type: 'storage' | 'stream' }[];
  majorVersion?: 3 | 4;
  /** Unused sectors before the directory, to push it (and its FAT entries) far into the file. */
  fillerSectors?: number;
}

/** An OLE2 compound file whose root holds the given (empty) streams and storages. */
export function buildCompoundFile(options: CompoundFileOptions): Buffer {
  const majorVersion = options.majorVersion ?? 3;
  const sectorSize = majorVersion === 3 ? 512 : 4096;
  const idsPerSector = sectorSize / 4;
  const filler = options.fillerSectors ?? 0;
  const entryCount = options.entries.length + 1;
  const directorySectors = Math.ceil(entryCount / (sectorSize / 128));
  let fatSectors = 1;
  let difatSectors = 0;
  for (;;) {
    const total = filler + directorySectors + fatSectors + difatSectors;
    const neededFat = Math.ceil(total / idsPerSector);
    const neededDifat = neededFat > 109 ? Math.ceil((neededFat - 109) / (idsPerSector - 1)) : 0;
    if (neededFat === fatSectors && neededDifat === difatSectors) break;
    fatSectors = neededFat;
    difatSectors = neededDifat;
  }
  const firstDirectory = filler;
  const firstFat = firstDirectory + directorySectors;
  const firstDifat = firstFat + fatSectors;
  const totalSectors = firstDifat + difatSectors;

  const file = Buffer.alloc(sectorSize * (totalSectors + 1));
  const sectorOffset = (id: number) => (id + 1) * sectorSize;

  // Header.
  file.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  file.writeUInt16LE(0x3e, 24);
  file.writeUInt16LE(majorVersion, 26);
  file.writeUInt16LE(0xfffe, 28);
  file.writeUInt16LE(majorVersion === 3 ? 9 : 12, 30);
  file.writeUInt16LE(6, 32);
  file.writeUInt32LE(majorVersion === 3 ? 0 : directorySectors, 40);
  file.writeUInt32LE(fatSectors, 44);
  file.writeUInt32LE(firstDirectory, 48);
  file.writeUInt32LE(4096, 56);
  file.writeUInt32LE(END_OF_CHAIN, 60);
  file.writeUInt32LE(difatSectors > 0 ? firstDifat : END_OF_CHAIN, 68);
  file.writeUInt32LE(difatSectors, 72);
  for (let index = 0; index < 109; index += 1) {
    file.writeUInt32LE(index < fatSectors ? firstFat + index : FREE_SECTOR, 76 + index * 4);
  }

  // DIFAT sectors: the FAT sector ids beyond the header's 109, then the next DIFAT sector.
  for (let index = 0; index < difatSectors; index += 1) {
    const base = sectorOffset(firstDifat + index);
    for (let slot = 0; slot < idsPerSector - 1; slot += 1) {
      const fatIndex = 109 + index * (idsPerSector - 1) + slot;
      file.writeUInt32LE(
        fatIndex < fatSectors ? firstFat + fatIndex : FREE_SECTOR,
        base + slot * 4,
      );
    }
    const next = index + 1 < difatSectors ? firstDifat + index + 1 : END_OF_CHAIN;
    file.writeUInt32LE(next, base + (idsPerSector - 1) * 4);
  }

  // FAT.
  const setNext = (id: number, next: number) => {
    const fatSector = firstFat + Math.floor(id / idsPerSector);
    file.writeUInt32LE(next, sectorOffset(fatSector) + (id % idsPerSector) * 4);
  };
  for (let id = 0; id < fatSectors * idsPerSector; id += 1) setNext(id, FREE_SECTOR);
  for (let index = 0; index < directorySectors; index += 1) {
    const id = firstDirectory + index;
    setNext(id, index + 1 < directorySectors ? id + 1 : END_OF_CHAIN);
  }
  for (let index = 0; index < fatSectors; index += 1) setNext(firstFat + index, FAT_SECTOR);
  for (let index = 0; index < difatSectors; index += 1) setNext(firstDifat + index, DIFAT_SECTOR);

  // Directory: the root, then its children chained through right siblings.
  const directoryBase = sectorOffset(firstDirectory);
  const entriesPerDirectory = directorySectors * (sectorSize / 128);
  for (let id = 0; id < entriesPerDirectory; id += 1) {
    const at = directoryBase + id * 128;
    file.writeUInt32LE(NO_STREAM, at + 68);
    file.writeUInt32LE(NO_STREAM, at + 72);
    file.writeUInt32LE(NO_STREAM, at + 76);
  }
  const writeEntry = (id: number, name: string, type: number, right: number, child: number) => {
    const at = directoryBase + id * 128;
    file.write(name, at, 'utf16le');
    file.writeUInt16LE((name.length + 1) * 2, at + 64);
    file.writeUInt8(type, at + 66);
    file.writeUInt8(1, at + 67); // black
    file.writeUInt32LE(right, at + 72);
    file.writeUInt32LE(child, at + 76);
    file.writeUInt32LE(END_OF_CHAIN, at + 116);
  };
  writeEntry(0, 'Root Entry', 5, NO_STREAM, options.entries.length > 0 ? 1 : NO_STREAM);
  options.entries.forEach((entry, index) => {
    const id = index + 1;
    const right = id < options.entries.length ? id + 1 : NO_STREAM;
    writeEntry(id, entry.name, entry.type === 'storage' ? 1 : 2, right, NO_STREAM);
  });
  return file;
}

/** Byte offset of a directory entry in a file built with no filler sectors. */
export function locateDirectoryEntry(id: number, majorVersion: 3 | 4 = 3): number {
  const sectorSize = majorVersion === 3 ? 512 : 4096;
  return sectorSize + id * 128;
}

// ---------------------------------------------------------------- images

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([latin1(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1x1 RGBA PNG. */
export function buildPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x1a, 0x7f, 0x37, 0xff]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JFIF JPEG: start of image, JFIF APP0 segment, a comment, end of image. */
export function buildJpeg(): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
    0x00, 0x00,
  ]);
  const text = latin1('registry logo');
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, text.length + 2]), text]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, comment, Buffer.from([0xff, 0xd9])]);
}

/** A 1x1 GIF89a, optionally with a comment extension right after the screen descriptor. */
export function buildGif(comment?: string): Buffer {
  const extension = comment
    ? Buffer.concat([Buffer.from([0x21, 0xfe, comment.length]), latin1(comment), Buffer.from([0])])
    : Buffer.alloc(0);
  return Buffer.concat([
    latin1('GIF89a'),
    Buffer.from([0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00]),
    Buffer.from([0x1a, 0x7f, 0x37, 0xff, 0xff, 0xff]),
    extension,
    Buffer.from([0x2c, 0, 0, 0, 0, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]),
    latin1(';'),
  ]);
}

/** A RIFF/WEBP container with one lossless (VP8L) chunk; the inspector checks the container, not the pixels. */
export function buildWebp(): Buffer {
  const bitstream = Buffer.from([
    0x2f, 0x00, 0x00, 0x00, 0x00, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00,
  ]);
  const chunkHeader = Buffer.concat([latin1('VP8L'), Buffer.alloc(4)]);
  chunkHeader.writeUInt32LE(bitstream.length, 4);
  const body = Buffer.concat([latin1('WEBP'), chunkHeader, bitstream]);
  const riff = Buffer.concat([latin1('RIFF'), Buffer.alloc(4)]);
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

// ---------------------------------------------------------------- executables

/** A DOS stub with a PE header, as every Windows .exe and .dll starts. */
export function buildPeExecutable(): Buffer {
  const file = Buffer.alloc(512);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  file.write('PE\0\0', 0x80, 'latin1');
  file.writeUInt16LE(0x8664, 0x84);
  return file;
}

export function buildElfExecutable(): Buffer {
  const file = Buffer.alloc(256);
  file.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0], 0);
  file.writeUInt16LE(2, 16); // ET_EXEC
  file.writeUInt16LE(0x3e, 18); // x86-64
  return file;
}

/** A 64-bit little-endian Mach-O (MH_MAGIC_64 as written on disk: CF FA ED FE). */
export function buildMachOExecutable(): Buffer {
  const file = Buffer.alloc(256);
  file.writeUInt32LE(0xfeedfacf, 0);
  file.writeUInt32LE(0x0100000c, 4); // arm64
  file.writeUInt32LE(2, 12); // MH_EXECUTE
  return file;
}

/** A universal (fat) Mach-O with two architectures. */
export function buildFatMachO(): Buffer {
  const file = Buffer.alloc(256);
  file.writeUInt32BE(0xcafebabe, 0);
  file.writeUInt32BE(2, 4);
  return file;
}

/** A Java class file header (major version 65, Java 21). */
export function buildJavaClass(): Buffer {
  const file = Buffer.alloc(64);
  file.writeUInt32BE(0xcafebabe, 0);
  file.writeUInt16BE(0, 4);
  file.writeUInt16BE(65, 6);
  return file;
}
