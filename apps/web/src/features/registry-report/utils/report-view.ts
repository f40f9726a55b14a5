import {
  RegistryReportBreakdownSchema,
  RegistryReportQuerySchema,
  registryReportQueryString,
  type RegistryReportBreakdown,
  type RegistryReportQuery,
} from '@registry/contract/retirements/registry-report';

/** What the address keeps: the years and the breakdown shown (?fromYear=&toYear=&by=). */
export interface ReportView {
  query: RegistryReportQuery;
  by: RegistryReportBreakdown;
}

const FIELDS = RegistryReportQuerySchema.shape;

/** Reads the view from the address; a value the API would refuse is left out. */
export function readReportView(params: URLSearchParams): ReportView {
  const query: RegistryReportQuery = {};
  const fromYear = FIELDS.fromYear.safeParse(params.get('fromYear') ?? undefined);
  if (fromYear.success && fromYear.data !== undefined) query.fromYear = fromYear.data;
  const toYear = FIELDS.toYear.safeParse(params.get('toYear') ?? undefined);
  if (toYear.success && toYear.data !== undefined) query.toYear = toYear.data;
  const by = RegistryReportBreakdownSchema.safeParse(params.get('by'));
  return { query, by: by.success ? by.data : 'year' };
}

/** The view as the address's search, the breakdown left out when it is the first (year). */
export function viewSearch({ query, by }: ReportView): URLSearchParams {
  const params = new URLSearchParams(registryReportQueryString(query));
  if (by !== 'year') params.set('by', by);
  return params;
}

/** Years whose first comes after their last: the screen says so and asks nothing. */
export const isYearRangeInverted = ({ fromYear, toYear }: RegistryReportQuery): boolean =>
  fromYear !== undefined && toYear !== undefined && fromYear > toYear;
