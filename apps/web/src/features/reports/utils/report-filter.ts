import {
  CarbonTaxReportQuerySchema,
  carbonTaxReportQueryString,
  type CarbonTaxReportQuery,
} from '@registry/contract/retirements/carbon-tax-report';

/** The report's filter, as the address keeps it (?from=&to=&passiveSubjectId=&projectId=). */
export type ReportFilter = CarbonTaxReportQuery;

const FIELDS = CarbonTaxReportQuerySchema.shape;

/** Reads the filter from the address; a value the API would refuse is left out. */
export function readReportFilter(params: URLSearchParams): ReportFilter {
  const filter: ReportFilter = {};
  const from = FIELDS.from.safeParse(params.get('from') ?? undefined);
  if (from.success && from.data !== undefined) filter.from = from.data;
  const to = FIELDS.to.safeParse(params.get('to') ?? undefined);
  if (to.success && to.data !== undefined) filter.to = to.data;
  const passiveSubjectId = FIELDS.passiveSubjectId.safeParse(
    params.get('passiveSubjectId') ?? undefined,
  );
  if (passiveSubjectId.success && passiveSubjectId.data !== undefined) {
    filter.passiveSubjectId = passiveSubjectId.data;
  }
  const projectId = FIELDS.projectId.safeParse(params.get('projectId') ?? undefined);
  if (projectId.success && projectId.data !== undefined) filter.projectId = projectId.data;
  return filter;
}

/** The filter as a query string ("" or "?from=..."), in a fixed order: the address, the call and the files alike. */
export function reportQueryString(filter: ReportFilter): string {
  return carbonTaxReportQueryString({
    from: filter.from,
    to: filter.to,
    passiveSubjectId: filter.passiveSubjectId,
    projectId: filter.projectId,
  });
}

export const hasFilter = (filter: ReportFilter): boolean => reportQueryString(filter) !== '';

/** A range whose first day comes after its last: the screen says so and asks nothing. */
export const isRangeInverted = (filter: ReportFilter): boolean =>
  filter.from !== undefined && filter.to !== undefined && filter.from > filter.to;
