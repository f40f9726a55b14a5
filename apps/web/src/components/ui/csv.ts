/** Byte order mark: Excel then reads the file as UTF-8 (accents, ñ, ç). */
export const CSV_BOM = '\uFEFF';

/** Characters that make a spreadsheet read a cell as a formula (OWASP, CSV injection). */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

/**
 * One cell: quoted, inner quotes doubled, and a text that a spreadsheet would
 * run as a formula prefixed with ' so it stays text. Numbers go as they are
 * (a negative number is no formula); empty values are empty cells.
 */
export function toCsvCell(value: unknown): string {
  if (value === null || value === undefined) return '""';
  if (typeof value === 'number' || typeof value === 'bigint') return `"${String(value)}"`;
  const text = value instanceof Date ? value.toISOString() : String(value);
  const safe = FORMULA_STARTS.some((start) => text.startsWith(start)) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The rows as CSV text, CRLF between rows (RFC 4180), without the BOM. */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map(toCsvCell).join(',')).join('\r\n');
}

/** How long the download's object URL lives: long enough for every browser to start the download. */
export const CSV_URL_LIFETIME_MS = 10_000;

/** Hands the CSV to the browser as a download (a Blob behind an object URL; no inline data). */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), CSV_URL_LIFETIME_MS);
}
