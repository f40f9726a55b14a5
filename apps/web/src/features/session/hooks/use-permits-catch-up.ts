import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../hooks/use-session';
import { refreshSession } from '../../../lib/api-client';
import { companyQueryOptions } from '../api/get-company';

/**
 * A session whose token carries no permits (a company waiting for the
 * certifier, DESIGN.md 4.1) asks the API for its permits at each step; once
 * the certifier has approved the company the API answers them, and the
 * session's token is refreshed so the menus of its account type appear at
 * that step, without logging out.
 */
export function usePermitsCatchUp(): void {
  const claims = useSession();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const isWaiting = claims !== null && claims.permits.length === 0;
  const options = companyQueryOptions(claims?.companyId ?? 0, claims?.userHash ?? '');
  const company = useQuery({ ...options, enabled: isWaiting });
  const isGranted = company.data?.status === 1 && company.data.userCompany.permits.length > 0;
  const { queryKey } = options;
  const shownPath = useRef(pathname);

  // Each step (a new path) asks again; the first answer is the query's own.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (isWaiting) void queryClient.invalidateQueries({ queryKey, exact: true });
  }, [pathname, isWaiting, queryClient, queryKey]);

  useEffect(() => {
    if (isWaiting && isGranted) void refreshSession();
  }, [isWaiting, isGranted]);
}
