import { queryOptions, useQuery } from '@tanstack/react-query';
import { CompanyDataResponseSchema } from '@registry/contract/auth/password';
import { DEFAULT_MIN_PASSWORD_LENGTH } from '@registry/contract/auth/password-policy';
import { apiCall } from '../../../lib/api-client';

export const COMPANY_DATA_PATH = '/company/data';

/** The minimum password length of the session's company; the default of spec section 9 otherwise. */
export async function fetchMinPasswordLength(): Promise<number> {
  const answer = await apiCall({ path: COMPANY_DATA_PATH, schema: CompanyDataResponseSchema });
  return (answer.status === 1 && answer.minCharactersPassword) || DEFAULT_MIN_PASSWORD_LENGTH;
}

export function minPasswordLengthQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: ['company-data', companyId, 'min-password-length'],
    queryFn: fetchMinPasswordLength,
  });
}

/** While it loads, or when the call fails, the conditions use the default length (10). */
export function useMinPasswordLength(companyId: number): number {
  const query = useQuery(minPasswordLengthQueryOptions(companyId));
  return query.data ?? DEFAULT_MIN_PASSWORD_LENGTH;
}
