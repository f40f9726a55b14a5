import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type {
  RegistryReportAnswer,
  RegistryReportRow,
} from '@registry/contract/retirements/registry-report';
import { renderRegistryReportCsv } from './export-registry-report-csv';
import { renderRegistryReportXlsx } from './export-registry-report-xlsx';

const row = (key: string, label: string, issuedKg: number): RegistryReportRow => ({
  key,
  label,
  issuedKg,
  retiredKg: 1,
  cancelledKg: 0,
  bufferKg: 250,
});

/** A country whose name a spreadsheet would run as a formula. */
const REPORT: RegistryReportAnswer = {
  totals: { issuedKg: 1_234_567, retiredKg: 1, cancelledKg: 0, bufferKg: 250 },
  year: [row('2026', '2026', 1_234_567)],
  standard: [row('VCS', 'Verified Carbon Standard', 1_234_567)],
  country: [row('7', '=HYPERLINK("http://x")', 1_234_567)],
  sector: [row('', 'Not given', 1_234_567)],
};

describe("the registry report's files, rendered", () => {
  it('write a row per value with a dimension column, tonnes to three decimals, no formula', () => {
    const lines = renderRegistryReportCsv(REPORT, 'en')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toEqual([
      'Breakdown,Value,Issued (t),Retired (t),Cancelled (t),In the buffer pool (t)',
      'Year,2026,1234.567,0.001,0,0.25',
      'Standard,Verified Carbon Standard,1234.567,0.001,0,0.25',
      `Country,"'=HYPERLINK(""http://x"")",1234.567,0.001,0,0.25`,
      'Sector,Not given,1234.567,0.001,0,0.25',
      'Total,,1234.567,0.001,0,0.25',
    ]);
  });

  it('give each breakdown its sheet, in Portuguese, numbers as numbers and text as text', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await renderRegistryReportXlsx(REPORT, 'pt', new Date())) as unknown as ArrayBuffer,
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Ano',
      'Padrão',
      'País',
      'Setor',
    ]);
    const country = workbook.getWorksheet('País')!;
    expect(country.getRow(1).values).toEqual([
      undefined,
      'País',
      'Emitidas (t)',
      'Aposentadas (t)',
      'Canceladas (t)',
      'Na reserva de amortecimento (t)',
    ]);
    const cell = country.getRow(2).getCell(1);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe(`'=HYPERLINK("http://x")`);
    expect(country.getRow(2).getCell(2).value).toBe(1234.567);
    expect(country.getRow(2).getCell(2).numFmt).toBe('#,##0.000');
    expect(country.getRow(3).getCell(1).value).toBe('Total');
  });
});
