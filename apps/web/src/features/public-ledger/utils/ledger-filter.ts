import {
  PublicLedgerQuerySchema,
  publicLedgerQueryString,
  type PublicLedgerFilter,
} from '@registry/contract/retirements/public-ledger';

/** The ledger's filter, as the address keeps it (?kind=&purpose=&projectId=&from=&to=). */
export type LedgerFilter = PublicLedgerFilter;

const FIELDS = PublicLedgerQuerySchema.shape;
const KEYS = ['kind', 'purpose', 'projectId', 'from', 'to'] as const;

/** Reads the filter from the address; a value the API would refuse is left out. */
export function readLedgerFilter(params: URLSearchParams): LedgerFilter {
  const filter: Record<string, unknown> = {};
  for (const key of KEYS) {
    const parsed = FIELDS[key].safeParse(params.get(key) ?? undefined);
    if (parsed.success && parsed.data !== undefined) filter[key] = parsed.data;
  }
  return filter as LedgerFilter;
}

/** The filter as a query string ("" or "?kind=..."), in a fixed order: the address, the call and the CSV alike. */
export function ledgerQueryString(filter: LedgerFilter): string {
  return publicLedgerQueryString(Object.fromEntries(KEYS.map((key) => [key, filter[key]])));
}

export const hasFilter = (filter: LedgerFilter): boolean => ledgerQueryString(filter) !== '';

/** A range whose first day comes after its last: the screen says so and asks nothing. */
export const isRangeInverted = (filter: LedgerFilter): boolean =>
  filter.from !== undefined && filter.to !== undefined && filter.from > filter.to;
