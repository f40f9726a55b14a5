import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ConversionFileResponseSchema,
  CREDIT_CONVERSION_PATH,
  CreditConversionDetailResponseSchema,
  SaveCreditConversionResponseSchema,
  type SaveCreditConversionRequest,
} from '@registry/contract/projects/credit-conversion';
import { projectCall } from '../../projects/api/project-call';
import { PROJECTS_QUERY_KEY } from '../../projects/api/project-keys';

const CONVERSION_KEY = [...PROJECTS_QUERY_KEY, 'conversion'] as const;

/** GET creditConversion/getbyprojectid/{projectId}: the origin and the vintages. */
export function conversionQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...CONVERSION_KEY, projectId],
    queryFn: ({ signal }) =>
      projectCall({
        path: `${CREDIT_CONVERSION_PATH}/getbyprojectid/${projectId}`,
        schema: CreditConversionDetailResponseSchema,
        signal,
      }),
    retry: false,
  });
}

export function useCreditConversion(projectId: number) {
  return useQuery(conversionQueryOptions(projectId));
}

/** POST creditConversion/save: creates or saves the conversion draft; answers its id. */
export function saveCreditConversion(request: SaveCreditConversionRequest) {
  return projectCall({
    path: `${CREDIT_CONVERSION_PATH}/save`,
    method: 'POST',
    body: request,
    schema: SaveCreditConversionResponseSchema,
  });
}

export function useSaveCreditConversion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCreditConversion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
}

/** POST creditConversion/download-file: a signed link to a saved vintage's proof. */
export function downloadConversionFile(id: number) {
  return projectCall({
    path: `${CREDIT_CONVERSION_PATH}/download-file`,
    method: 'POST',
    body: { id },
    schema: ConversionFileResponseSchema,
  });
}

/** POST creditConversion/download-file-temporary: a signed link to a proof not saved yet. */
export function downloadTemporaryConversionFile(route: string) {
  return projectCall({
    path: `${CREDIT_CONVERSION_PATH}/download-file-temporary`,
    method: 'POST',
    body: { route },
    schema: ConversionFileResponseSchema,
  });
}
