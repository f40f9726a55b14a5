import { KG_PER_TONNE, isOnTonneBoundaries } from './units';

/** What a human serial names, besides the block's own range. */
export interface SerialParts {
  registryPrefix: string;
  standardCode: string;
  countryCode: string;
  projectCode: string;
  vintage: number;
  issuanceNumber: number;
}

/**
 * The human serial of a block (DESIGN.md 4.3):
 * `{prefix}-{standard}-{country}-{project code}-{vintage}-{issuance no}-{from}-{to}`,
 * from/to in tonnes for a whole-tonne block that is not divisible, in kg with the
 * suffix `kg` otherwise.
 */
export function formatSerial(
  parts: SerialParts,
  block: { fromKg: number; toKg: number; divisible: boolean },
): string {
  const head = [
    parts.registryPrefix,
    parts.standardCode,
    parts.countryCode,
    parts.projectCode,
    parts.vintage,
    parts.issuanceNumber,
  ].join('-');
  if (!block.divisible && isOnTonneBoundaries(block.fromKg, block.toKg)) {
    const fromT = (block.fromKg - 1) / KG_PER_TONNE + 1;
    const toT = block.toKg / KG_PER_TONNE;
    return `${head}-${fromT}-${toT}`;
  }
  return `${head}-${block.fromKg}kg-${block.toKg}kg`;
}

/** A serial number or range a person typed, read back. */
export interface ParsedSerial {
  /** Everything before the vintage: `{prefix}-{standard}-{country}-{project code}`. */
  head: string;
  vintage: number;
  issuanceNumber: number;
  fromKg: number;
  toKg: number;
}

const SERIAL =
  /^(?<head>[A-Za-z0-9][A-Za-z0-9.-]*)-(?<vintage>(?:19|20)\d{2})-(?<issuance>\d{1,9})-(?<from>\d{1,15})(?<fromKg>kg)?(?:-(?<to>\d{1,15})(?<toKg>kg)?)?$/i;

/**
 * Reads a serial number or range: `...-{vintage}-{issuance}-{from}-{to}` in
 * tonnes, the same with `kg` suffixes, or one number (`...-2025-1-7` is tonne 7,
 * `...-2025-1-6500kg` is kg 6500). Null when it is not a serial, the range is
 * backwards, or tonnes and kg are mixed. The head is read as long as it can
 * be (a project code ends in a 4-digit sequence that could pass for a vintage).
 */
export function parseSerial(text: string): ParsedSerial | null {
  const match = SERIAL.exec(text.replace(/\s/g, ''));
  const g = match?.groups;
  if (!g?.head || !g.vintage || !g.issuance || !g.from) return null;
  const isKg = Boolean(g.fromKg);
  if (g.to !== undefined && Boolean(g.toKg) !== isKg) return null;
  const from = Number(g.from);
  const to = g.to === undefined ? from : Number(g.to);
  if (from < 1 || to < from || !Number.isSafeInteger(to * KG_PER_TONNE)) return null;
  return {
    head: g.head.toUpperCase(),
    vintage: Number(g.vintage),
    issuanceNumber: Number(g.issuance),
    fromKg: isKg ? from : (from - 1) * KG_PER_TONNE + 1,
    toKg: isKg ? to : to * KG_PER_TONNE,
  };
}
