import { ACCOUNT_TYPES, type AccountType } from '@registry/contract/auth/account-type';
import { COMPANY_STATES, type CompanyState } from '@registry/contract/company/company-state';

/** The certifier's filter of the companies list, kept in the address. */
export interface CompanyFilter {
  search?: string;
  state?: CompanyState;
  typeAccount?: AccountType;
}

/** The API refuses a search shorter than this. */
export const SEARCH_MIN_LENGTH = 2;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((item) => item === value);

/** The filter the address holds; values the API would refuse are left out. */
export function readCompanyFilter(params: URLSearchParams): CompanyFilter {
  const filter: CompanyFilter = {};
  const search = params.get('search')?.trim();
  if (search && search.length >= SEARCH_MIN_LENGTH) filter.search = search;
  const state = oneOf(COMPANY_STATES, params.get('state'));
  if (state) filter.state = state;
  const typeAccount = oneOf(ACCOUNT_TYPES, params.get('typeAccount'));
  if (typeAccount) filter.typeAccount = typeAccount;
  return filter;
}

/** The filter as a query string, in a fixed order (it is also a query key). */
export function companyFilterQuery(filter: CompanyFilter): string {
  const params = new URLSearchParams();
  if (filter.search) params.set('search', filter.search);
  if (filter.state) params.set('state', filter.state);
  if (filter.typeAccount) params.set('typeAccount', filter.typeAccount);
  return params.toString();
}

export const hasCompanyFilter = (filter: CompanyFilter): boolean =>
  Boolean(filter.search || filter.state || filter.typeAccount);
