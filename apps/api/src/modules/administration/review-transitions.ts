import type { ReviewAction } from '@registry/contract/administration/companies';
import type { CompanyState } from '@registry/contract/company/company-state';

/** Each review action: the states it starts from and the state it leads to (DESIGN.md 4.1). */
export const REVIEW_TRANSITIONS: Record<
  ReviewAction,
  { from: readonly CompanyState[]; to: CompanyState }
> = {
  approve: { from: ['pending', 'rejected'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  suspend: { from: ['approved'], to: 'suspended' },
  reinstate: { from: ['suspended'], to: 'approved' },
};

/** The state `action` leads to from `state`; null when the action does not apply to it. */
export function nextState(state: CompanyState, action: ReviewAction): CompanyState | null {
  const transition = REVIEW_TRANSITIONS[action];
  return transition.from.includes(state) ? transition.to : null;
}
