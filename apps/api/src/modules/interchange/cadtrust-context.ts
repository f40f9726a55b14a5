import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { CERTIFICATE_TEXTS } from '../certificates/certificate-texts';

/** What the CAD Trust export reads: the database and the registry's public names. */
export interface CadTrustContext {
  db: Db;
  /** The first part of every human serial (DESIGN.md 4.3). */
  registryPrefix: string;
  /** The web app's address: the project and certificate links start with it. */
  publicUrl: string;
  /** The registry as a CAD Trust organisation (`orgUid`), see orgUidOf. */
  orgUid: string;
}

/** The registry's name in `projectRegistryName`: the brand its certificates carry, in English. */
export const REGISTRY_NAME = CERTIFICATE_TEXTS.en.registry;

/**
 * The namespace of every GUID this registry software derives (a constant,
 * generated once): two instances derive different ids only through their
 * own names below.
 */
const REGISTRY_NAMESPACE = '94806ff1-93d4-4526-a180-1a3654a54c41';

/** A name-based (version 5, SHA-1) UUID, RFC 9562 section 5.5. */
export function uuidV5(namespace: string, name: string): string {
  const bytes = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The registry's `orgUid`, from the origin of its transparency log (LOG_ORIGIN,
 * DESIGN.md 4.3): the name its signed checkpoints carry and verifiers pin, so
 * it stays the same across restarts and a move of PUBLIC_URL, and differs
 * between registries.
 */
export function orgUidOf(logOrigin: string): string {
  return uuidV5(REGISTRY_NAMESPACE, logOrigin);
}

/**
 * The GUID CAD Trust knows a record of this registry by: derived from the
 * row's own id, so it is stable across exports without a column to keep it,
 * and a mirror that saw a row once recognises it again.
 */
export function guidOf(
  ctx: Pick<CadTrustContext, 'orgUid'>,
  record: 'project' | 'issuance' | 'unit' | 'verification' | 'location' | 'project-methodology',
  ...ids: (number | string)[]
): string {
  return uuidV5(ctx.orgUid, [record, ...ids].join('/'));
}

/** A timestamp as the schema's "API" fields carry it (ISO 8601 instant). */
export const instantOf = (value: Date | string): string => new Date(value).toISOString();

/** A timestamp as the schema's "Date (ISO 8601)" fields carry it: the UTC day. */
export const dayOf = (value: Date | string): string => instantOf(value).slice(0, 10);

/** The rows of a page and the cursor after its last row, from limit + 1 rows read. */
export function pageOf<Row extends { id: number }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; lastId: number | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, lastId: rows.length > limit && last ? last.id : null };
}
