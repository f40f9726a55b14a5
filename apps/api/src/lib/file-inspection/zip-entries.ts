import type { ByteSource } from './byte-source';
import { createView, readUint64LE } from './binary';
import { StructureError } from './structure-error';

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_LOCATOR_SIZE = 20;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const ZIP64_EOCD_SIZE = 56;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const CENTRAL_HEADER_SIZE = 46;
const UTF8_NAME_FLAG = 0x0800;

/** A Word package holds tens of parts; a central directory beyond these bounds is refused. */
export const MAX_CENTRAL_DIRECTORY_BYTES = 16 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 100_000;

interface CentralDirectoryLocation {
  entryCount: number;
  offset: number;
  size: number;
  /** Where the records that point at the central directory start. */
  end: number;
}

/**
 * The names of the entries of a zip archive, read from its central directory
 * only: the end record in the last 64 KB, then the directory itself. Nothing
 * is decompressed, so neither a zip bomb nor a 1 GB entry costs anything.
 */
export async function readZipEntryNames(source: ByteSource): Promise<string[]> {
  const location = await locateCentralDirectory(source);
  if (location.size > MAX_CENTRAL_DIRECTORY_BYTES || location.entryCount > MAX_ZIP_ENTRIES) {
    throw new StructureError('zip central directory too large');
  }
  if (location.offset + location.size > location.end) {
    throw new StructureError('zip central directory overlaps its end record');
  }
  const directory = await source.read(location.offset, location.size);
  if (directory.length !== location.size)
    throw new StructureError('zip central directory truncated');
  return parseCentralDirectory(directory, location.entryCount);
}

async function locateCentralDirectory(source: ByteSource): Promise<CentralDirectoryLocation> {
  const tailLength = Math.min(source.size, EOCD_SIZE + MAX_COMMENT + ZIP64_LOCATOR_SIZE);
  const tailStart = source.size - tailLength;
  const tail = await source.read(tailStart, tailLength);
  const view = createView(tail);
  for (let position = tail.length - EOCD_SIZE; position >= 0; position -= 1) {
    if (view.getUint32(position, true) !== EOCD_SIGNATURE) continue;
    const commentLength = view.getUint16(position + 20, true);
    if (position + EOCD_SIZE + commentLength !== tail.length) continue;
    if (view.getUint16(position + 4, true) !== 0 || view.getUint16(position + 6, true) !== 0) {
      throw new StructureError('multi-disk zip archives are not supported');
    }
    const entryCount = view.getUint16(position + 10, true);
    const size = view.getUint32(position + 12, true);
    const offset = view.getUint32(position + 16, true);
    if (entryCount === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
      return locateZip64CentralDirectory(source, view, position, tailStart);
    }
    return { entryCount, size, offset, end: tailStart + position };
  }
  throw new StructureError('zip end of central directory not found');
}

async function locateZip64CentralDirectory(
  source: ByteSource,
  tailView: DataView,
  eocdPosition: number,
  tailStart: number,
): Promise<CentralDirectoryLocation> {
  const locator = eocdPosition - ZIP64_LOCATOR_SIZE;
  if (locator < 0 || tailView.getUint32(locator, true) !== ZIP64_LOCATOR_SIGNATURE) {
    throw new StructureError('zip64 locator missing');
  }
  const recordOffset = readUint64LE(tailView, locator + 8);
  if (recordOffset + ZIP64_EOCD_SIZE > tailStart + locator) {
    throw new StructureError('zip64 end record out of place');
  }
  const record = createView(await source.read(recordOffset, ZIP64_EOCD_SIZE));
  if (record.byteLength < ZIP64_EOCD_SIZE || record.getUint32(0, true) !== ZIP64_EOCD_SIGNATURE) {
    throw new StructureError('zip64 end record missing');
  }
  if (record.getUint32(16, true) !== 0 || record.getUint32(20, true) !== 0) {
    throw new StructureError('multi-disk zip archives are not supported');
  }
  return {
    entryCount: readUint64LE(record, 32),
    size: readUint64LE(record, 40),
    offset: readUint64LE(record, 48),
    end: recordOffset,
  };
}

function parseCentralDirectory(directory: Uint8Array, entryCount: number): string[] {
  const view = createView(directory);
  const names: string[] = [];
  let position = 0;
  for (let index = 0; index < entryCount; index += 1) {
    if (position + CENTRAL_HEADER_SIZE > directory.length) {
      throw new StructureError('zip central directory ends early');
    }
    if (view.getUint32(position, true) !== CENTRAL_HEADER_SIGNATURE) {
      throw new StructureError('zip central directory entry expected');
    }
    const flags = view.getUint16(position + 8, true);
    const nameLength = view.getUint16(position + 28, true);
    const extraLength = view.getUint16(position + 30, true);
    const commentLength = view.getUint16(position + 32, true);
    const nameStart = position + CENTRAL_HEADER_SIZE;
    const next = nameStart + nameLength + extraLength + commentLength;
    if (next > directory.length) throw new StructureError('zip central directory ends early');
    const name = Buffer.from(directory.subarray(nameStart, nameStart + nameLength));
    names.push(name.toString(flags & UTF8_NAME_FLAG ? 'utf8' : 'latin1'));
    position = next;
  }
  return names;
}
