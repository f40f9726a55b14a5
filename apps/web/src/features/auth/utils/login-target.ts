import type { LoginResponse } from '@registry/contract/auth/login';
import { clearGoBackPath, decodeClaims, readGoBackPath } from '../../../lib/session';
import { HOME_PATH } from '../../../lib/paths';

export const MY_COMPANY_PATH = '/my-company';
export const MY_PROJECTS_PATH = '/my-projects';

/** A path of this app (not //other-host or a full address). */
function isAppPath(path: string | null): path is string {
  return path !== null && path.startsWith('/') && !path.startsWith('//');
}

/**
 * Where a login goes (spec section 4): /my-company when the company is not
 * updated or has no permits; otherwise the page the visitor was sent away
 * from, or home. The go-back path is used once.
 */
export function pickLoginTarget(answer: Pick<LoginResponse, 'updated' | 'token'>): string {
  const goBackPath = readGoBackPath();
  clearGoBackPath();
  const permits = decodeClaims(answer.token ?? null)?.permits ?? [];
  if (answer.updated !== 1 || permits.length === 0) return MY_COMPANY_PATH;
  return isAppPath(goBackPath) ? goBackPath : HOME_PATH;
}
