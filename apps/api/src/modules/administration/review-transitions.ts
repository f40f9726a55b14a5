import { REVIEW_TRANSITIONS, type ReviewAction } from '@registry/contract/administration/companies';
import type { CompanyState } from '@registry/contract/company/company-state';

/** The state `action` leads to from `state`; null when the action does not apply to it. */
export function nextState(state: CompanyState, action: ReviewAction): CompanyState | null {
  const transition = REVIEW_TRANSITIONS[action];
  return transition.from.includes(state) ? transition.to : null;
}
