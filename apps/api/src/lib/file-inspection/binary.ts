import { StructureError } from './structure-error';

export function hasBytesAt(
  bytes: Uint8Array,
  offset: number,
  expected: readonly number[],
): boolean {
  if (offset + expected.length > bytes.length) return false;
  return expected.every((value, index) => bytes[offset + index] === value);
}

export function createView(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function readUint32BE(bytes: Uint8Array, offset: number): number {
  return createView(bytes).getUint32(offset, false);
}

/** An unsigned 64-bit little-endian integer, refused above 2^53. */
export function readUint64LE(view: DataView, offset: number): number {
  const value = view.getBigUint64(offset, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER))
    throw new StructureError('64-bit field out of range');
  return Number(value);
}
