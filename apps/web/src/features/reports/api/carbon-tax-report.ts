import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CARBON_TAX_REPORT_PATH,
  CarbonTaxReportResponseSchema,
} from '@registry/contract/retirements/carbon-tax-report';
import { API_BASE_PATH } from '../../../lib/api-client';
import { ledgerCall } from '../../../lib/ledger-call';
import { reportQueryString, type ReportFilter } from '../utils/report-filter';

/** The contract's path is the whole one (/api/...); apiCall takes the part under /api. */
export const PATH_UNDER_API = CARBON_TAX_REPORT_PATH.startsWith(`${API_BASE_PATH}/`)
  ? CARBON_TAX_REPORT_PATH.slice(API_BASE_PATH.length)
  : CARBON_TAX_REPORT_PATH;

/**
 * GET /api/platform/reports/carbon-tax: the carbon-tax retirements the
 * company may see (gov all, a passive subject those naming it), their totals,
 * the chart's months and the filter's options. Asked only while `isWanted`;
 * the previous answer stays on screen while a new filter loads.
 */
export function useCarbonTaxReport(filter: ReportFilter, isWanted: boolean) {
  return useQuery({
    queryKey: ['reports', 'carbonTax', filter],
    queryFn: ({ signal }) =>
      ledgerCall({
        path: `${PATH_UNDER_API}${reportQueryString(filter)}`,
        schema: CarbonTaxReportResponseSchema,
        signal,
      }),
    enabled: isWanted,
    placeholderData: keepPreviousData,
  });
}
