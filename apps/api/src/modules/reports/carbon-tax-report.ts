import {
  MAX_CARBON_TAX_ROWS,
  type CarbonTaxReportAnswer,
  type CarbonTaxReportFormat,
  type CarbonTaxReportQuery,
} from '@registry/contract/retirements/carbon-tax-report';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import {
  carbonTaxOptionsOf,
  carbonTaxScopeOf,
  filterWhere,
  selectCarbonTaxRetirements,
  summarizeCarbonTax,
  type ReportContext,
} from './carbon-tax-query';

/**
 * At most this many rows in a file: a filter matching more is refused (422)
 * and asks for narrower dates, so no file is silently cut. A PDF takes about
 * 3 ms a row to draw (a thousand rows, 25 pages: 3 s), a spreadsheet far less.
 */
export const MAX_CARBON_TAX_FILE_ROWS: Record<CarbonTaxReportFormat, number> = {
  csv: 20_000,
  xlsx: 20_000,
  pdf: 2_000,
};

/**
 * GET /api/platform/reports/carbon-tax (report permit, DESIGN.md 4.4): the
 * carbon-tax retirements the caller may see that the filter matches, newest
 * first, at most `maxRows` of them; the totals, months and fuels count every
 * match. One REPEATABLE READ snapshot, so the rows and the totals agree.
 */
export async function getCarbonTaxReport({
  ctx,
  caller,
  input,
  maxRows = MAX_CARBON_TAX_ROWS,
}: {
  ctx: ReportContext;
  caller: Caller;
  input: CarbonTaxReportQuery;
  maxRows?: number;
}): Promise<CarbonTaxReportAnswer> {
  const scope = await carbonTaxScopeOf(ctx.db, caller);
  const where = filterWhere(scope, input);
  return ctx.db.transaction(
    async (tx) => {
      // One row more than asked tells whether more matched.
      const rows = await selectCarbonTaxRetirements(tx, ctx.registryPrefix, where, maxRows + 1);
      const summary = await summarizeCarbonTax(tx, where);
      const options = await carbonTaxOptionsOf(tx, scope);
      // The rows and the totals come from one snapshot: a full list adds up to them.
      const isComplete = rows.length <= maxRows;
      const listedKg = rows.reduce((sum, row) => sum + row.quantityKg, 0);
      if (
        isComplete &&
        (rows.length !== summary.totals.retirements || listedKg !== summary.totals.quantityKg)
      ) {
        throw new Error('the carbon-tax rows do not add up to their totals');
      }
      return {
        retirements: rows.slice(0, maxRows),
        truncated: !isComplete,
        ...summary,
        options,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The report of a file: every matching row, or a 422 when more than the
 * format's MAX_CARBON_TAX_FILE_ROWS match (the permit is checked first, as for the JSON).
 */
export async function getCarbonTaxFileReport({
  format,
  ...args
}: {
  ctx: ReportContext;
  caller: Caller;
  input: CarbonTaxReportQuery;
  format: CarbonTaxReportFormat;
}): Promise<CarbonTaxReportAnswer> {
  const maxRows = MAX_CARBON_TAX_FILE_ROWS[format];
  const report = await getCarbonTaxReport({ ...args, maxRows });
  if (report.truncated) {
    throw new DomainError('ERROR_CARBON_TAX_REPORT_TOO_LARGE', 422, { max: maxRows });
  }
  return report;
}
