import type { AccountType, Permit } from '@registry/contract/auth/account-type';
import type { TokenClaims } from '@registry/contract/auth/token-claims';

/**
 * Who may open a route (spec sections 2 and 6). Rules other than open and
 * guestOnly need a session; the permit and account-type rules add a check.
 */
export type AccessRule =
  | 'open'
  | 'guestOnly'
  | 'session'
  | 'project'
  | 'projectConversion'
  | 'myProjects'
  | 'transfer'
  | 'retire'
  | 'positions'
  | 'report'
  | 'companyAdmin';

/*
 * Account-type routes also need the permit the contract grants with the type
 * (PERMITS_BY_ACCOUNT_TYPE): a company no certifier has approved yet has an
 * empty permits list and sees none of them (spec section 6).
 */

/** Account types whose project permit opens no project-editing route (trader's is automatic). */
const PROJECT_PERMIT_WITHOUT_EDITING: readonly AccountType[] = ['trader', 'certifier', 'ovv'];
const REPORT_ACCOUNT_TYPES: readonly AccountType[] = ['gov', 'passivesubject'];

function hasPermit(claims: TokenClaims, permit: Permit): boolean {
  return claims.permits.includes(permit);
}

function canEditProjects(claims: TokenClaims): boolean {
  return (
    hasPermit(claims, 'project') && !PROJECT_PERMIT_WITHOUT_EDITING.includes(claims.typeAccount)
  );
}

/** Whether a session with these claims (null: logged out) satisfies the rule. */
export function isGranted(rule: AccessRule, claims: TokenClaims | null): boolean {
  if (rule === 'open') return true;
  if (rule === 'guestOnly') return claims === null;
  if (claims === null) return false;
  switch (rule) {
    case 'session':
      return true;
    case 'project':
      return canEditProjects(claims);
    case 'projectConversion':
      return canEditProjects(claims) && claims.typeAccount !== 'developer';
    case 'myProjects':
      // Certifier and ovv: their project permit opens /my-projects only.
      return hasPermit(claims, 'project') && claims.typeAccount !== 'trader';
    case 'transfer':
      return hasPermit(claims, 'transfer');
    case 'retire':
      return hasPermit(claims, 'retire');
    case 'positions':
      return (
        (hasPermit(claims, 'transfer') || hasPermit(claims, 'retire')) &&
        claims.typeAccount !== 'certifier'
      );
    case 'report':
      return hasPermit(claims, 'report') && REPORT_ACCOUNT_TYPES.includes(claims.typeAccount);
    case 'companyAdmin':
      return claims.isAdminCompany === 1;
  }
}
