import { lazy, Suspense, useReducer } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../hooks/use-session';
import { isPermitsNoticeShown, storePermitsNoticeShown } from '../../../lib/session';
import { companyQueryOptions } from '../api/get-company';
import type { NoPermitsVariant } from './no-permits-modal';

const NoPermitsModal = lazy(async () => ({
  default: (await import('./no-permits-modal')).NoPermitsModal,
}));

export const MY_COMPANY_PATH = '/my-company';

/**
 * A company without permits is new or not configured yet (spec section 6): on
 * My Company, once per session, the thanks modal when its billing and due
 * diligence are complete (a certifier reviews it), else the warning modal.
 * The permits are those of the API now, not of the token, so a company
 * approved since the login is left alone.
 */
export function PermitsNotice() {
  const claims = useSession();
  const { pathname } = useLocation();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const sessionKey = claims ? `${claims.userHash}:${claims.companyId}` : '';
  const isWanted =
    claims !== null &&
    claims.permits.length === 0 &&
    pathname.toLowerCase() === MY_COMPANY_PATH &&
    !isPermitsNoticeShown(sessionKey);
  const company = useQuery({
    ...companyQueryOptions(claims?.companyId ?? 0, claims?.userHash ?? ''),
    enabled: isWanted,
  });
  const answer = company.data;
  if (!isWanted || answer?.status !== 1 || answer.userCompany.permits.length > 0) return null;
  const isComplete = answer.company.updateBilling === 1 && answer.company.updateDueDiligence === 1;
  const variant: NoPermitsVariant = isComplete ? 'thanks' : 'warning';
  return (
    <Suspense fallback={null}>
      <NoPermitsModal
        key={sessionKey}
        variant={variant}
        onClosed={() => {
          storePermitsNoticeShown(sessionKey);
          rerender();
        }}
      />
    </Suspense>
  );
}
