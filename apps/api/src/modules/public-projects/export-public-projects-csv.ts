import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type {
  PublicProjectRow,
  PublicProjectsFilter,
} from '@registry/contract/projects/public-projects';
import { CSV_COLUMNS, CSV_HEADERS, safeCell, type CsvColumn } from './csv-headers';
import { filterConditions } from './public-filter';
import type { PublicProjectsContext } from './public-projects-context';
import { readPublicRows } from './public-rows';

/** Rows read from the database per batch while the CSV streams. */
const BATCH = 500;

function cells(row: PublicProjectRow): Record<CsvColumn, string> {
  return {
    code: row.code ?? '',
    name: row.name,
    state: row.state,
    standard: row.standardCode ?? '',
    country: row.countryName ?? '',
    sector: row.sector ?? '',
    type: row.type ?? '',
    labels: row.labels.join(' '),
    estimatedAnnualReductions: row.estimatedAnnualReductions?.toString() ?? '',
    submittedAt: row.submittedAt?.slice(0, 10) ?? '',
  };
}

/**
 * GET /api/public/projects/csv (anyone): every public project of exactly the
 * list's filter and sort, read in keyset batches and streamed as CSV with
 * headers in the caller's language. Formula-like cells are neutralized.
 * The first batch is read before answering, so a bad filter still gets its
 * codeMessage rather than a broken download.
 */
export async function exportPublicProjectsCsv({
  ctx,
  input,
}: {
  ctx: Pick<PublicProjectsContext, 'db' | 'lng'>;
  input: PublicProjectsFilter;
}): Promise<Readable> {
  const where = filterConditions(input);
  const read = (cursor?: string) =>
    readPublicRows(ctx.db, { where, sort: input.sort, cursor, limit: BATCH, lng: ctx.lng });
  const first = await read();
  async function* records(): AsyncGenerator<Record<CsvColumn, string>> {
    let page = first;
    for (;;) {
      for (const row of page.rows) yield cells(row);
      if (!page.nextCursor) return;
      page = await read(page.nextCursor);
    }
  }
  const headers = CSV_HEADERS[ctx.lng];
  const csv = stringify({
    bom: true,
    header: true,
    columns: CSV_COLUMNS.map((key) => ({ key, header: safeCell(headers[key]) })),
    cast: { string: safeCell },
  });
  const source = Readable.from(records());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
