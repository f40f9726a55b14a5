import { stringify } from 'csv-stringify/sync';
import type { Language } from '@registry/contract/common/language';
import {
  REGISTRY_REPORT_BREAKDOWNS,
  type RegistryReportAnswer,
} from '@registry/contract/retirements/registry-report';
import { safeCell } from '../public-projects/csv-headers';
import { REGISTRY_REPORT_TEXTS, tonnesRow } from './registry-report-texts';

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
