import {
  ACTIONS_WITH_REASON,
  PROJECT_ACTIONS,
  PUBLIC_COMMENT_MIN_DAYS,
  type ProjectAction,
  type ProjectRole,
  type ProjectState,
} from '@registry/contract/projects/project-enums';

/*
 * The lifecycle of a project (DESIGN.md 4.2), in this one file: which move
 * each role may make from each state, where it leads, and what it needs.
 * Requesting corrections sends the project back to `draft` (its code kept):
 * from there its developer or owner corrects it and submits it again.
 */

/** States a certifier may suspend or cancel: every active one after the first submission. */
const ACTIVE_STATES: readonly ProjectState[] = [
  'submitted',
  'publicComment',
  'validation',
  'registered',
  'verification',
  'certified',
];

/** States the developer may still withdraw from: before registration. */
const WITHDRAWABLE_STATES: readonly ProjectState[] = [
  'draft',
  'submitted',
  'publicComment',
  'validation',
];

interface Rule {
  from: readonly ProjectState[];
  roles: readonly ProjectRole[];
  /** The next state; `null` for resume (back to where the suspension came from). */
  to: ProjectState | null;
}

const RULES: Record<ProjectAction, Rule> = {
  submit: { from: ['draft'], roles: ['developer', 'owner'], to: 'submitted' },
  openPublicComment: { from: ['submitted'], roles: ['certifier'], to: 'publicComment' },
  requestCorrections: { from: ['submitted', 'validation'], roles: ['certifier'], to: 'draft' },
  reject: { from: ['submitted'], roles: ['certifier'], to: 'rejected' },
  closePublicComment: { from: ['publicComment'], roles: ['system'], to: 'validation' },
  register: { from: ['validation'], roles: ['certifier'], to: 'registered' },
  submitMonitoring: {
    from: ['registered', 'certified'],
    roles: ['developer'],
    to: 'verification',
  },
  certifyPeriod: { from: ['verification'], roles: ['certifier'], to: 'certified' },
  suspend: { from: ACTIVE_STATES, roles: ['certifier'], to: 'suspended' },
  resume: { from: ['suspended'], roles: ['certifier'], to: null },
  cancel: { from: [...ACTIVE_STATES, 'suspended'], roles: ['certifier'], to: 'cancelled' },
  withdraw: { from: WITHDRAWABLE_STATES, roles: ['developer'], to: 'withdrawn' },
  finish: {
    from: ['registered', 'verification', 'certified'],
    roles: ['system'],
    to: 'finished',
  },
};

/** What a move needs to know about the project and the request beyond its state. */
export interface TransitionInput {
  state: ProjectState;
  action: ProjectAction;
  /** The parts the caller plays in the project (several when one company plays several). */
  roles: readonly ProjectRole[];
  /** Where a suspended project came from. */
  suspendedFrom?: ProjectState | null;
  reason?: string | undefined;
  /** openPublicComment: the last day of comment (YYYY-MM-DD). */
  publicCommentEndsOn?: string | undefined;
  /** closePublicComment: the project's last day of comment. */
  currentPublicCommentEndsOn?: string | null;
  /** finish: the project's last day of crediting. */
  creditingEnd?: string | null;
  /** submitMonitoring and certifyPeriod: the monitoring period. */
  period?: number | undefined;
  /** Today (YYYY-MM-DD, UTC). */
  today: string;
}

export type TransitionRefusal =
  | 'ERROR_PROJECT_ACTION_NOT_ALLOWED'
  | 'ERROR_PROJECT_ROLE_NOT_ALLOWED'
  | 'ERROR_PROJECT_REASON_REQUIRED'
  | 'ERROR_PUBLIC_COMMENT_END_DATE'
  | 'ERROR_PUBLIC_COMMENT_OPEN'
  | 'ERROR_PROJECT_PERIOD_REQUIRED'
  | 'ERROR_CREDITING_NOT_ENDED';

export type TransitionResult =
  | { ok: true; to: ProjectState; suspendedFrom: ProjectState | null }
  | { ok: false; refusal: TransitionRefusal };

/** The calendar day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today as YYYY-MM-DD in UTC. */
export function todayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whether the roles may make this move from this state (ignoring its extra needs). */
function isAllowed(state: ProjectState, action: ProjectAction, roles: readonly ProjectRole[]) {
  const rule = RULES[action];
  return rule.from.includes(state) && rule.roles.some((role) => roles.includes(role));
}

/** The next state of a move, or why it is refused. */
export function decideTransition(input: TransitionInput): TransitionResult {
  const rule = RULES[input.action];
  if (!rule.from.includes(input.state)) {
    return { ok: false, refusal: 'ERROR_PROJECT_ACTION_NOT_ALLOWED' };
  }
  if (!rule.roles.some((role) => input.roles.includes(role))) {
    return { ok: false, refusal: 'ERROR_PROJECT_ROLE_NOT_ALLOWED' };
  }
  if (ACTIONS_WITH_REASON.includes(input.action) && !input.reason?.trim()) {
    return { ok: false, refusal: 'ERROR_PROJECT_REASON_REQUIRED' };
  }
  if (input.action === 'openPublicComment') {
    const endsOn = input.publicCommentEndsOn;
    if (!endsOn || endsOn < addDays(input.today, PUBLIC_COMMENT_MIN_DAYS)) {
      return { ok: false, refusal: 'ERROR_PUBLIC_COMMENT_END_DATE' };
    }
  }
  if (input.action === 'closePublicComment') {
    const endsOn = input.currentPublicCommentEndsOn;
    if (endsOn && endsOn >= input.today) return { ok: false, refusal: 'ERROR_PUBLIC_COMMENT_OPEN' };
  }
  if (input.action === 'finish') {
    const end = input.creditingEnd;
    if (!end || end >= input.today) return { ok: false, refusal: 'ERROR_CREDITING_NOT_ENDED' };
  }
  if (
    (input.action === 'submitMonitoring' || input.action === 'certifyPeriod') &&
    input.period === undefined
  ) {
    return { ok: false, refusal: 'ERROR_PROJECT_PERIOD_REQUIRED' };
  }
  if (input.action === 'suspend') {
    return { ok: true, to: 'suspended', suspendedFrom: input.state };
  }
  if (input.action === 'resume') {
    return { ok: true, to: input.suspendedFrom ?? 'submitted', suspendedFrom: null };
  }
  return { ok: true, to: rule.to ?? input.state, suspendedFrom: null };
}

/**
 * The moves open to these roles in this state, in the contract's order (what
 * the project's answer lists). The system's automatic moves are never listed
 * for a company.
 */
export function allowedActions(
  state: ProjectState,
  roles: readonly ProjectRole[],
): ProjectAction[] {
  const companyRoles = roles.filter((role) => role !== 'system');
  return PROJECT_ACTIONS.filter((action) => isAllowed(state, action, companyRoles));
}
