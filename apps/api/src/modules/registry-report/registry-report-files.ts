import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import type { Language } from '@registry/contract/common/language';
import {
  REGISTRY_REPORT_BREAKDOWNS,
  type RegistryReportAnswer,
  type RegistryReportBreakdown,
  type RegistryTonnes,
} from '@registry/contract/retirements/registry-report';
import { safeCell } from '../public-projects/csv-headers';

interface Texts {
  title: string;
  breakdown: string;
  value: string;
  issued: string;
  retired: string;
  cancelled: string;
  buffer: string;
  total: string;
  breakdowns: Record<RegistryReportBreakdown, string>;
  fileName: string;
}

/** The files' words, in the screen's (apps/web/public/locales/<lng>/registryReport.json). */
export const REGISTRY_REPORT_TEXTS: Record<Language, Texts> = {
  es: {
    title: 'Informe del registro',
    breakdown: 'Desglose',
    value: 'Valor',
    issued: 'Emitidas (t)',
    retired: 'Retiradas (t)',
    cancelled: 'Canceladas (t)',
    buffer: 'En la reserva de amortiguación (t)',
    total: 'Total',
    breakdowns: { year: 'Año', standard: 'Estándar', country: 'País', sector: 'Sector' },
    fileName: 'informe-del-registro',
  },
  en: {
    title: 'Registry report',
    breakdown: 'Breakdown',
    value: 'Value',
    issued: 'Issued (t)',
    retired: 'Retired (t)',
    cancelled: 'Cancelled (t)',
    buffer: 'In the buffer pool (t)',
    total: 'Total',
    breakdowns: { year: 'Year', standard: 'Standard', country: 'Country', sector: 'Sector' },
    fileName: 'registry-report',
  },
  pt: {
    title: 'Relatório do registro',
    breakdown: 'Desagregação',
    value: 'Valor',
    issued: 'Emitidas (t)',
    retired: 'Aposentadas (t)',
    cancelled: 'Canceladas (t)',
    buffer: 'Na reserva de amortecimento (t)',
    total: 'Total',
    breakdowns: { year: 'Ano', standard: 'Padrão', country: 'País', sector: 'Setor' },
    fileName: 'relatorio-do-registro',
  },
};

/** The file's name in the caller's language. */
export const registryReportFileName = (lng: Language, extension: 'csv' | 'xlsx') =>
  `${REGISTRY_REPORT_TEXTS[lng].fileName}.${extension}`;

/** Tonnes with their kg: a number, to three decimals. */
const tonnes = (kg: number) => kg / 1000;
const tonnesRow = (row: RegistryTonnes) => [
  tonnes(row.issuedKg),
  tonnes(row.retiredKg),
  tonnes(row.cancelledKg),
  tonnes(row.bufferKg),
];

/**
 * GET /api/public/registry-report.csv: one table, a row per breakdown's value
 * and one for the totals, tonnes as numbers, in the caller's language;
 * formula-like text neutralized.
 */
export function renderRegistryReportCsv(report: RegistryReportAnswer, lng: Language): string {
  const texts = REGISTRY_REPORT_TEXTS[lng];
  const rows: (string | number)[][] = [
    [texts.breakdown, texts.value, texts.issued, texts.retired, texts.cancelled, texts.buffer],
  ];
  for (const breakdown of REGISTRY_REPORT_BREAKDOWNS) {
    for (const row of report[breakdown]) {
      rows.push([texts.breakdowns[breakdown], safeCell(row.label), ...tonnesRow(row)]);
    }
  }
  rows.push([texts.total, '', ...tonnesRow(report.totals)]);
  // A byte order mark, so a spreadsheet reads the accents as UTF-8.
  return `\uFEFF${stringify(rows)}`;
}

/**
 * GET /api/public/registry-report.xlsx: a sheet per breakdown (its values,
 * tonnes as numbers, a totals row), headers in the caller's language; every
 * cell a value, never a formula.
 */
export async function renderRegistryReportXlsx(
  report: RegistryReportAnswer,
  lng: Language,
  now: Date,
): Promise<Buffer> {
  const texts = REGISTRY_REPORT_TEXTS[lng];
  const workbook = new ExcelJS.Workbook();
  workbook.created = now;
  workbook.title = texts.title;
  for (const breakdown of REGISTRY_REPORT_BREAKDOWNS) {
    const sheet = workbook.addWorksheet(texts.breakdowns[breakdown], {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = [
      { header: texts.breakdowns[breakdown], width: 32 },
      { header: texts.issued, width: 16 },
      { header: texts.retired, width: 16 },
      { header: texts.cancelled, width: 16 },
      { header: texts.buffer, width: 20 },
    ];
    sheet.getRow(1).font = { bold: true };
    for (const column of [2, 3, 4, 5]) sheet.getColumn(column).numFmt = '#,##0.000';
    for (const row of report[breakdown]) sheet.addRow([safeCell(row.label), ...tonnesRow(row)]);
    sheet.addRow([texts.total, ...tonnesRow(report.totals)]).font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
