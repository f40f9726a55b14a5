import ExcelJS from 'exceljs';
import type { Language } from '@registry/contract/common/language';
import {
  REGISTRY_REPORT_BREAKDOWNS,
  type RegistryReportAnswer,
} from '@registry/contract/retirements/registry-report';
import { safeCell } from '../public-projects/csv-headers';
import { REGISTRY_REPORT_TEXTS, tonnesRow } from './registry-report-texts';

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
