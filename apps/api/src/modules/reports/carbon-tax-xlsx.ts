import ExcelJS from 'exceljs';
import type { Language } from '@registry/contract/common/language';
import type { CarbonTaxReportAnswer } from '@registry/contract/retirements/carbon-tax-report';
import { safeCell } from '../public-projects/csv-headers';
import { carbonTaxRowOf, tonnesOf, type CarbonTaxCell } from './carbon-tax-rows';
import { CARBON_TAX_COLUMNS, REPORT_TEXTS, type CarbonTaxColumn } from './report-texts';

/** Each column's width, in characters. */
const WIDTHS: Record<CarbonTaxColumn, number> = {
  retiredOn: 14,
  certificate: 20,
  passiveSubject: 30,
  taxId: 16,
  fuel: 26,
  taxPeriod: 12,
  project: 32,
  vintage: 9,
  serial: 40,
  quantity: 12,
  unit: 8,
  beneficiary: 30,
  retiredBy: 30,
};

/** A cell as the sheet stores it: a number stays one, text is neutralized, a day becomes a date. */
function cellOf(column: CarbonTaxColumn, value: CarbonTaxCell): ExcelJS.CellValue {
  if (typeof value === 'number') return value;
  if (column === 'retiredOn') return new Date(`${value}T00:00:00Z`);
  return safeCell(value);
}

/**
 * GET /api/platform/reports/carbon-tax.xlsx: one sheet, the header row in the
 * caller's language, one row per retirement (every one the filter matches),
 * quantities as numbers in tonnes, and a totals row. Every cell is a value,
 * never a formula; text that a spreadsheet would read as one is neutralized
 * as in the CSV.
 */
export async function renderCarbonTaxXlsx(
  report: CarbonTaxReportAnswer,
  lng: Language,
  now: Date,
): Promise<Buffer> {
  const texts = REPORT_TEXTS[lng];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = texts.registry;
  workbook.created = now;
  workbook.title = texts.title;
  const sheet = workbook.addWorksheet(texts.sheet, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = CARBON_TAX_COLUMNS.map((column) => ({
    header: texts.columns[column],
    key: column,
    width: WIDTHS[column],
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn('retiredOn').numFmt = 'yyyy-mm-dd';
  sheet.getColumn('quantity').numFmt = '#,##0.000';
  for (const retirement of report.retirements) {
    const row = carbonTaxRowOf(retirement, lng);
    sheet.addRow(CARBON_TAX_COLUMNS.map((column) => cellOf(column, row[column])));
  }
  const totals = sheet.addRow({
    retiredOn: texts.total,
    certificate: report.totals.retirements,
    quantity: tonnesOf(report.totals.quantityKg),
    unit: texts.tonnes,
  });
  totals.font = { bold: true };
  // The day column's date format would read the count as a day: the totals row keeps its text.
  totals.getCell('retiredOn').numFmt = '@';
  totals.getCell('certificate').numFmt = '0';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
