import type { CarbonTaxReportFormat } from '@registry/contract/retirements/carbon-tax-report';
import { API_BASE_PATH } from '../../../lib/api-client';
import { downloadSessionFile } from '../../../lib/download-session-file';
import { reportQueryString, type ReportFilter } from '../utils/report-filter';
import { PATH_UNDER_API } from './carbon-tax-report';

/**
 * GET /api/platform/reports/carbon-tax.{csv,xlsx,pdf}: every row of the
 * filter (not only the screen's first MAX_CARBON_TAX_ROWS), with the session,
 * saved under the name the API gives it in the reader's language.
 */
export function downloadCarbonTaxReport(
  format: CarbonTaxReportFormat,
  filter: ReportFilter,
  fallbackName: string,
): Promise<void> {
  return downloadSessionFile(
    `${API_BASE_PATH}${PATH_UNDER_API}.${format}${reportQueryString(filter)}`,
    `${fallbackName}.${format}`,
  );
}
