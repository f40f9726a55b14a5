import ExcelJS from 'exceljs';
import { safeCell } from '../public-projects/csv-headers';
import { retiredBlocksTable } from './export-retired-blocks-csv';

/** Each column's width, in characters: serial, vintage, quantity, unit, day, certificate, purpose, beneficiary. */
const WIDTHS = [48, 9, 12, 8, 14, 20, 30, 32];

/**
 * GET /api/public/projects/{projectId}/retired-blocks.xlsx (the spec's
 * `/downloadRetiredBonds/{projectId}`): the same rows as the CSV in one sheet,
 * the header in the caller's language, vintage and quantity as numbers, every
 * cell a value (text a spreadsheet would read as a formula neutralized).
 */
export async function exportRetiredBlocksXlsx(
  input: Parameters<typeof retiredBlocksTable>[0],
): Promise<Buffer> {
  const { header, rows, sheet: sheetName } = await retiredBlocksTable(input);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((title, index) => ({ header: title, width: WIDTHS[index] }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(row.map((cell) => (typeof cell === 'number' ? cell : safeCell(cell))));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
