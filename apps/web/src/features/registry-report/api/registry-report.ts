import { useQuery } from '@tanstack/react-query';
import {
  REGISTRY_REPORT_PATH,
  RegistryReportResponseSchema,
  registryReportQueryString,
  type RegistryReportQuery,
} from '@registry/contract/retirements/registry-report';
import { apiCall } from '../../../lib/api-client';

/** GET /api/public/registry-report: the registry's tonnes, in total and by each breakdown. */
export function useRegistryReport(query: RegistryReportQuery, isEnabled: boolean) {
  return useQuery({
    queryKey: ['registryReport', query],
    queryFn: ({ signal }) =>
      apiCall({
        path: `${REGISTRY_REPORT_PATH}${registryReportQueryString(query)}`,
        schema: RegistryReportResponseSchema,
        signal,
      }),
    enabled: isEnabled,
  });
}
