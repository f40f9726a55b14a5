import type { ByteSource } from './byte-source';
import { createView } from './binary';
import { StructureError } from './structure-error';

/**
 * Reader for the top level of an OLE2 compound file (MS-CFB): legacy `.doc`,
 * and password-protected Office files, which wrap the encrypted package in one.
 * It reads the 512-byte header, the FAT sectors on the directory's chain and
 * the directory sectors that hold the root's children, nothing else.
 */

const HEADER_SIZE = 512;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_SIZE = 128;
const MAX_REGULAR_SECTOR = 0xfffffffa;
const END_OF_CHAIN = 0xfffffffe;
const NO_STREAM = 0xffffffff;
const MAX_ROOT_ENTRIES = 10_000;
/** 65,536 directory sectors hold at least 262,144 entries: far beyond any Word file. */
const MAX_DIRECTORY_SECTORS = 65_536;

export interface CompoundEntry {
  name: string;
  type: 'storage' | 'stream';
}

export async function readCompoundRootEntries(source: ByteSource): Promise<CompoundEntry[]> {
  const reader = await createCompoundReader(source);
  const root = await reader.readDirectoryEntry(0);
  if (root.getUint8(66) !== 5) throw new StructureError('compound file root entry missing');
  const entries: CompoundEntry[] = [];
  const seen = new Set<number>();
  const pending = [root.getUint32(76, true)];
  while (pending.length > 0) {
    const id = pending.pop() ?? NO_STREAM;
    if (id === NO_STREAM) continue;
    if (seen.has(id) || seen.size >= MAX_ROOT_ENTRIES) {
      throw new StructureError('compound file directory loops');
    }
    seen.add(id);
    const entry = await reader.readDirectoryEntry(id);
    const type = entry.getUint8(66);
    if (type === 1 || type === 2) {
      entries.push({ name: readEntryName(entry), type: type === 1 ? 'storage' : 'stream' });
    }
    pending.push(entry.getUint32(68, true), entry.getUint32(72, true));
  }
  return entries;
}

function readEntryName(entry: DataView): string {
  const length = Math.min(entry.getUint16(64, true), 64);
  const bytes = new Uint8Array(entry.buffer, entry.byteOffset, Math.max(0, length - 2));
  return Buffer.from(bytes).toString('utf16le');
}

async function createCompoundReader(source: ByteSource) {
  const header = createView(await source.read(0, HEADER_SIZE));
  if (header.byteLength < HEADER_SIZE) throw new StructureError('compound file header truncated');
  const majorVersion = header.getUint16(26, true);
  const sectorShift = header.getUint16(30, true);
  const isKnownLayout =
    (majorVersion === 3 && sectorShift === 9) || (majorVersion === 4 && sectorShift === 12);
  if (header.getUint16(28, true) !== 0xfffe || !isKnownLayout) {
    throw new StructureError('compound file header invalid');
  }
  const sectorSize = 1 << sectorShift;
  const idsPerSector = sectorSize / 4;
  // The header fills sector -1: 512 bytes, padded to 4096 in version 4.
  const sectorCount = Math.max(0, Math.ceil((source.size - sectorSize) / sectorSize));
  const fatSectorCount = header.getUint32(44, true);
  const difatSectorCount = header.getUint32(72, true);
  if (fatSectorCount > sectorCount || difatSectorCount > sectorCount) {
    throw new StructureError('compound file counts exceed its size');
  }

  const sectors = new Map<number, DataView>();
  async function readSector(id: number): Promise<DataView> {
    if (id > MAX_REGULAR_SECTOR || id >= sectorCount) {
      throw new StructureError(`compound file sector ${id} out of range`);
    }
    const cached = sectors.get(id);
    if (cached) return cached;
    const bytes = await source.read((id + 1) * sectorSize, sectorSize);
    if (bytes.length < sectorSize) throw new StructureError('compound file sector truncated');
    const view = createView(bytes);
    sectors.set(id, view);
    return view;
  }

  // FAT sector locations beyond the header's 109 live in a chain of DIFAT sectors.
  const difatSectors: DataView[] = [];
  let nextDifat = header.getUint32(68, true);
  async function locateFatSector(index: number): Promise<number> {
    if (index >= fatSectorCount) throw new StructureError('compound file FAT too short');
    if (index < HEADER_DIFAT_ENTRIES) return header.getUint32(76 + index * 4, true);
    const perDifat = idsPerSector - 1;
    const difatIndex = Math.floor((index - HEADER_DIFAT_ENTRIES) / perDifat);
    while (difatSectors.length <= difatIndex) {
      if (difatSectors.length >= difatSectorCount)
        throw new StructureError('compound file DIFAT short');
      const sector = await readSector(nextDifat);
      difatSectors.push(sector);
      nextDifat = sector.getUint32(perDifat * 4, true);
    }
    const sector = difatSectors[difatIndex] as DataView;
    return sector.getUint32(((index - HEADER_DIFAT_ENTRIES) % perDifat) * 4, true);
  }

  async function readNextSector(id: number): Promise<number> {
    const fatSector = await readSector(await locateFatSector(Math.floor(id / idsPerSector)));
    return fatSector.getUint32((id % idsPerSector) * 4, true);
  }

  // The directory is a chain of sectors, followed only as far as needed.
  const directoryChain = [header.getUint32(48, true)];
  const inChain = new Set(directoryChain);
  const entriesPerSector = sectorSize / DIRECTORY_ENTRY_SIZE;
  async function readDirectoryEntry(id: number): Promise<DataView> {
    const chainIndex = Math.floor(id / entriesPerSector);
    if (chainIndex >= Math.min(sectorCount, MAX_DIRECTORY_SECTORS)) {
      throw new StructureError(`compound file entry ${id} out of range`);
    }
    while (directoryChain.length <= chainIndex) {
      const next = await readNextSector(directoryChain[directoryChain.length - 1] as number);
      if (next === END_OF_CHAIN) throw new StructureError(`compound file entry ${id} missing`);
      if (inChain.has(next)) throw new StructureError('compound file directory chain loops');
      directoryChain.push(next);
      inChain.add(next);
    }
    const sector = await readSector(directoryChain[chainIndex] as number);
    const offset = (id % entriesPerSector) * DIRECTORY_ENTRY_SIZE;
    return new DataView(sector.buffer, sector.byteOffset + offset, DIRECTORY_ENTRY_SIZE);
  }

  return { readDirectoryEntry };
}
