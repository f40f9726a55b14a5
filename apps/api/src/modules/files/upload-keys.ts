import { randomUUID } from 'node:crypto';

/** Longest file-name part of a key; the original name is kept in the database. */
const NAME_MAX = 100;

/**
 * A file name reduced to letters, digits, dot, dash and underscore (accents
 * dropped), the extension kept: "Informe año 2025.PDF" -> "Informe-ano-2025.PDF".
 */
export function toSafeFileName(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const ascii = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[.-]+/, '');
  const dot = ascii.lastIndexOf('.');
  const extension = dot > 0 ? ascii.slice(dot).slice(0, 16) : '';
  const stem = (dot > 0 ? ascii.slice(0, dot) : ascii).slice(0, NAME_MAX - extension.length);
  const safe = `${stem.replace(/[.-]+$/, '')}${extension}`;
  return /^[A-Za-z0-9_]/.test(safe) ? safe : `file${safe}`;
}

/**
 * The keys of one upload: the route where the file is kept once clean
 * (companies/{companyId}/{uuid}/{name}), unguessable and server-made, and the
 * incoming key the browser's form writes to. Confirm moves the file from one to
 * the other before scanning it, so a form still valid cannot swap a scanned file.
 */
export function createUploadKeys(companyId: number, fileName: string) {
  const route = `companies/${companyId}/${randomUUID()}/${toSafeFileName(fileName)}`;
  return { route, incomingKey: incomingKeyOf(route) };
}

export function incomingKeyOf(route: string): string {
  return `incoming/${route}`;
}
