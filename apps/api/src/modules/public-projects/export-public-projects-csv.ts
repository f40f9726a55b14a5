import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type {
  PublicProjectRow,
  PublicProjectsFilter,
} from '@registry/contract/projects/public-projects';
import type { Language } from '@registry/contract/common/language';
import {
  PROJECT_LABEL_NAMES,
  PROJECT_SECTOR_NAMES,
  PROJECT_STATE_NAMES,
  PROJECT_TYPE_NAMES,
  standardName,
} from '../../i18n/project-value-names';
import { CSV_COLUMNS, CSV_HEADERS, safeCell, type CsvColumn } from './csv-headers';
import { filterConditions } from './public-filter';
import type { PublicProjectsContext } from './public-projects-context';
import { readPublicRows } from './public-rows';

/** Rows read from the database per batch while the CSV streams. */
const BATCH = 500;

/** A row as the screen shows it: every coded value by its name in the caller's language. */
function cells(row: PublicProjectRow, lng: Language): Record<CsvColumn, string> {
  return {
    code: row.code ?? '',
    name: row.name,
    state: PROJECT_STATE_NAMES[row.state][lng],
    standard: row.standardCode ? standardName(row.standardCode, lng) : '',
    country: row.countryName ?? '',
    sector: row.sector ? PROJECT_SECTOR_NAMES[row.sector][lng] : '',
    type: row.type ? PROJECT_TYPE_NAMES[row.type][lng] : '',
    labels: row.labels.map((label) => PROJECT_LABEL_NAMES[label][lng]).join(', '),
    estimatedAnnualReductions: row.estimatedAnnualReductions?.toString() ?? '',
    submittedAt: row.submittedAt?.slice(0, 10) ?? '',
  };
}

/**
 * GET /api/public/projects/csv (anyone): every public project of exactly the
 * list's filter and sort, read in keyset batches and streamed as CSV with
 * headers and coded values (state, standard, sector, type, labels; the
 * country is stored by name) in the caller's language, as the screen shows
 * them. Formula-like cells are neutralized.
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
      for (const row of page.rows) yield cells(row, ctx.lng);
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
