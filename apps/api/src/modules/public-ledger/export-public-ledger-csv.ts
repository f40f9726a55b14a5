import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Language } from '@registry/contract/common/language';
import type {
  PublicLedgerFilter,
  PublicLedgerKind,
  PublicLedgerRow,
} from '@registry/contract/retirements/public-ledger';
import type { Db } from '../../db/client';
import { CERTIFICATE_TEXTS } from '../certificates/certificate-texts';
import { safeCell } from '../public-projects/csv-headers';
import { listPublicLedger } from './list-public-ledger';

/** Rows read from the database per batch while the CSV streams. */
const BATCH = 500;

const COLUMNS = [
  'date',
  'kind',
  'certificate',
  'project',
  'serial',
  'vintage',
  'quantity',
  'unit',
  'purpose',
  'beneficiary',
] as const;
type Column = (typeof COLUMNS)[number];

const HEADERS: Record<Language, Record<Column, string>> = {
  es: {
    date: 'Fecha',
    kind: 'Operación',
    certificate: 'Certificado',
    project: 'Proyecto',
    serial: 'Serial',
    vintage: 'Cosecha',
    quantity: 'Cantidad',
    unit: 'Unidad',
    purpose: 'Propósito',
    beneficiary: 'Beneficiario',
  },
  en: {
    date: 'Date',
    kind: 'Operation',
    certificate: 'Certificate',
    project: 'Project',
    serial: 'Serial',
    vintage: 'Vintage',
    quantity: 'Quantity',
    unit: 'Unit',
    purpose: 'Purpose',
    beneficiary: 'Beneficiary',
  },
  pt: {
    date: 'Data',
    kind: 'Operação',
    certificate: 'Certificado',
    project: 'Projeto',
    serial: 'Serial',
    vintage: 'Safra',
    quantity: 'Quantidade',
    unit: 'Unidade',
    purpose: 'Finalidade',
    beneficiary: 'Beneficiário',
  },
};
const KINDS: Record<Language, Record<PublicLedgerKind, string>> = {
  es: { retirement: 'Retiro', cancellation: 'Cancelación' },
  en: { retirement: 'Retirement', cancellation: 'Cancellation' },
  pt: { retirement: 'Aposentadoria', cancellation: 'Cancelamento' },
};
const PRIVATE: Record<Language, string> = { es: 'Privado', en: 'Private', pt: 'Privado' };
const FILE_NAMES: Record<Language, string> = {
  es: 'retiros-y-cancelaciones',
  en: 'retirements-and-cancellations',
  pt: 'aposentadorias-e-cancelamentos',
};

/** The CSV's file name in the caller's language, with the day it was made. */
export const publicLedgerFileName = (lng: Language, now: Date) =>
  `${FILE_NAMES[lng]}-${now.toISOString().slice(0, 10)}.csv`;

function cells(row: PublicLedgerRow, lng: Language): Record<Column, string> {
  const isRetirement = row.kind === 'retirement';
  return {
    date: row.at.slice(0, 10),
    kind: KINDS[lng][row.kind],
    certificate: row.certificateNumber ?? '',
    project: row.projectName,
    serial: row.serial,
    vintage: String(row.vintage),
    quantity: String(row.isKg ? row.quantityKg : row.quantityKg / 1000),
    unit: row.isKg ? 'kg' : 't',
    purpose: row.purpose ? CERTIFICATE_TEXTS[lng].purposes[row.purpose] : '',
    beneficiary: isRetirement ? (row.beneficiaryName ?? PRIVATE[lng]) : '',
  };
}

/**
 * GET /api/public/ledger.csv (anyone): every row of exactly the list's
 * filter, read in keyset batches and streamed, in the caller's language;
 * formula-like cells are neutralized. The first batch is read before
 * answering, so a failure is an error answer rather than a broken download.
 */
export async function exportPublicLedgerCsv({
  db,
  registryPrefix,
  filter,
  lng,
}: {
  db: Db;
  registryPrefix: string;
  filter: PublicLedgerFilter;
  lng: Language;
}): Promise<Readable> {
  const read = (cursor?: number) =>
    listPublicLedger({ db, registryPrefix, filter, cursor, limit: BATCH });
  const first = await read();
  async function* records(): AsyncGenerator<Record<Column, string>> {
    let page = first;
    for (;;) {
      for (const row of page.rows) yield cells(row, lng);
      if (page.nextCursor === null) return;
      page = await read(page.nextCursor);
    }
  }
  const headers = HEADERS[lng];
  const csv = stringify({
    bom: true,
    header: true,
    columns: COLUMNS.map((key) => ({ key, header: headers[key] })),
    cast: { string: safeCell },
  });
  const source = Readable.from(records());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
