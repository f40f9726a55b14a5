import { stringify } from 'csv-stringify/sync';
import type { Language } from '@registry/contract/common/language';
import type { CarbonTaxReportAnswer } from '@registry/contract/retirements/carbon-tax-report';
import { safeCell } from '../public-projects/csv-headers';
import { carbonTaxRowOf } from './carbon-tax-rows';
import { CARBON_TAX_COLUMNS, REPORT_TEXTS } from './report-texts';

/**
 * GET /api/platform/reports/carbon-tax.csv: every row of the report, the
 * header in the caller's language, quantities in tonnes with a dot for
 * decimals, formula-like cells neutralized, a byte order mark so a
 * spreadsheet reads the accents as UTF-8.
 */
export function renderCarbonTaxCsv(report: CarbonTaxReportAnswer, lng: Language): string {
  const texts = REPORT_TEXTS[lng];
  const header = CARBON_TAX_COLUMNS.map((column) => texts.columns[column]);
  const rows = report.retirements.map((retirement) => {
    const row = carbonTaxRowOf(retirement, lng);
    return CARBON_TAX_COLUMNS.map((column) => safeCell(String(row[column])));
  });
  return `\uFEFF${stringify([header, ...rows])}`;
}
