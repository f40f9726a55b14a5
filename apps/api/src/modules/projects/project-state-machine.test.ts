import { describe, expect, it } from 'vitest';
import {
  ACTIONS_WITH_REASON,
  PROJECT_ACTIONS,
  PROJECT_ROLES,
  PROJECT_STATES,
  type ProjectAction,
  type ProjectRole,
  type ProjectState,
} from '@registry/contract/projects/project-enums';
import {
  addDays,
  allowedActions,
  decideTransition,
  type TransitionInput,
} from './project-state-machine';

const TODAY = '2026-11-24';

/**
 * The whole lifecycle as DESIGN.md 4.2 draws it: for each state and move, the
 * one role that may make it and where it leads. Every other (state, move, role)
 * is refused.
 */
const ACTIVE: ProjectState[] = [
  'submitted',
  'publicComment',
  'validation',
  'registered',
  'verification',
  'certified',
];
const EXPECTED: [ProjectState, ProjectAction, ProjectRole[], ProjectState][] = [
  ['draft', 'submit', ['developer', 'owner'], 'submitted'],
  ['draft', 'withdraw', ['developer'], 'withdrawn'],
  ['submitted', 'openPublicComment', ['certifier'], 'publicComment'],
  ['submitted', 'requestCorrections', ['certifier'], 'draft'],
  ['submitted', 'reject', ['certifier'], 'rejected'],
  ['submitted', 'withdraw', ['developer'], 'withdrawn'],
  ['publicComment', 'closePublicComment', ['system'], 'validation'],
  ['publicComment', 'withdraw', ['developer'], 'withdrawn'],
  ['validation', 'register', ['certifier'], 'registered'],
  ['validation', 'requestCorrections', ['certifier'], 'draft'],
  ['validation', 'withdraw', ['developer'], 'withdrawn'],
  ['registered', 'submitMonitoring', ['developer'], 'verification'],
  ['registered', 'finish', ['system'], 'finished'],
  ['verification', 'certifyPeriod', ['certifier'], 'certified'],
  ['verification', 'finish', ['system'], 'finished'],
  ['certified', 'submitMonitoring', ['developer'], 'verification'],
  ['certified', 'finish', ['system'], 'finished'],
  ...ACTIVE.map((state): [ProjectState, ProjectAction, ProjectRole[], ProjectState] => [
    state,
    'suspend',
    ['certifier'],
    'suspended',
  ]),
  ...[...ACTIVE, 'suspended' as const].map(
    (state): [ProjectState, ProjectAction, ProjectRole[], ProjectState] => [
      state,
      'cancel',
      ['certifier'],
      'cancelled',
    ],
  ),
  ['suspended', 'resume', ['certifier'], 'registered'],
];

/** A request that meets every extra need of the move. */
function validInput(
  state: ProjectState,
  action: ProjectAction,
  role: ProjectRole,
): TransitionInput {
  return {
    state,
    action,
    roles: [role],
    suspendedFrom: 'registered',
    reason: 'Because the reviewer asked.',
    publicCommentEndsOn: addDays(TODAY, 30),
    currentPublicCommentEndsOn: addDays(TODAY, -1),
    creditingEnd: addDays(TODAY, -1),
    period: 1,
    today: TODAY,
  };
}

describe('the project state machine, every state x move x role', () => {
  const cases = PROJECT_STATES.flatMap((state) =>
    PROJECT_ACTIONS.flatMap((action) => PROJECT_ROLES.map((role) => ({ state, action, role }))),
  );

  it.each(cases)('$state, $action by $role', ({ state, action, role }) => {
    const rule = EXPECTED.find(([from, move]) => from === state && move === action);
    const result = decideTransition(validInput(state, action, role));
    if (rule && rule[2].includes(role)) {
      expect(result).toEqual({
        ok: true,
        to: rule[3],
        suspendedFrom: action === 'suspend' ? state : null,
      });
    } else {
      expect(result).toEqual({
        ok: false,
        refusal: rule ? 'ERROR_PROJECT_ROLE_NOT_ALLOWED' : 'ERROR_PROJECT_ACTION_NOT_ALLOWED',
      });
    }
  });

  it('lists, for each state and role, exactly the moves the table allows (never the automatic ones)', () => {
    for (const state of PROJECT_STATES) {
      for (const role of PROJECT_ROLES) {
        const expected = PROJECT_ACTIONS.filter((action) =>
          EXPECTED.some(
            ([from, move, roles]) =>
              from === state && move === action && roles.includes(role) && role !== 'system',
          ),
        );
        expect(allowedActions(state, [role]), `${state} ${role}`).toEqual(expected);
      }
    }
  });

  it('lists the moves of every part a company plays', () => {
    expect(allowedActions('draft', ['developer', 'owner'])).toEqual(['submit', 'withdraw']);
    expect(allowedActions('submitted', ['developer', 'certifier'])).toEqual([
      'openPublicComment',
      'requestCorrections',
      'reject',
      'suspend',
      'cancel',
      'withdraw',
    ]);
  });
});

describe('what the moves need', () => {
  it.each(ACTIONS_WITH_REASON)('%s needs a reason that is not blank', (action) => {
    const rule = EXPECTED.find(([, move]) => move === action);
    if (!rule) throw new Error(`no rule for ${action}`);
    const input = validInput(rule[0], action, rule[2][0] ?? 'certifier');
    expect(decideTransition({ ...input, reason: undefined })).toEqual({
      ok: false,
      refusal: 'ERROR_PROJECT_REASON_REQUIRED',
    });
    expect(decideTransition({ ...input, reason: '   ' })).toEqual({
      ok: false,
      refusal: 'ERROR_PROJECT_REASON_REQUIRED',
    });
  });

  it('opens public comment only until a day at least 30 days ahead', () => {
    const input = validInput('submitted', 'openPublicComment', 'certifier');
    for (const endsOn of [undefined, TODAY, addDays(TODAY, 29)]) {
      expect(decideTransition({ ...input, publicCommentEndsOn: endsOn })).toEqual({
        ok: false,
        refusal: 'ERROR_PUBLIC_COMMENT_END_DATE',
      });
    }
    expect(decideTransition({ ...input, publicCommentEndsOn: addDays(TODAY, 30) })).toMatchObject({
      ok: true,
      to: 'publicComment',
    });
    expect(decideTransition({ ...input, publicCommentEndsOn: addDays(TODAY, 90) })).toMatchObject({
      ok: true,
      to: 'publicComment',
    });
  });

  it('closes public comment only after its last day', () => {
    const input = validInput('publicComment', 'closePublicComment', 'system');
    expect(decideTransition({ ...input, currentPublicCommentEndsOn: TODAY })).toEqual({
      ok: false,
      refusal: 'ERROR_PUBLIC_COMMENT_OPEN',
    });
    expect(
      decideTransition({ ...input, currentPublicCommentEndsOn: addDays(TODAY, -1) }),
    ).toMatchObject({ ok: true, to: 'validation' });
  });

  it('finishes a project only after its crediting period', () => {
    const input = validInput('certified', 'finish', 'system');
    expect(decideTransition({ ...input, creditingEnd: TODAY })).toEqual({
      ok: false,
      refusal: 'ERROR_CREDITING_NOT_ENDED',
    });
    expect(decideTransition({ ...input, creditingEnd: null })).toEqual({
      ok: false,
      refusal: 'ERROR_CREDITING_NOT_ENDED',
    });
  });

  it.each(['submitMonitoring', 'certifyPeriod'] as const)('%s needs the period', (action) => {
    const state = action === 'submitMonitoring' ? 'registered' : 'verification';
    const role = action === 'submitMonitoring' ? 'developer' : 'certifier';
    expect(decideTransition({ ...validInput(state, action, role), period: undefined })).toEqual({
      ok: false,
      refusal: 'ERROR_PROJECT_PERIOD_REQUIRED',
    });
  });

  it('suspension remembers the state and resume goes back to it', () => {
    for (const state of ACTIVE) {
      const suspended = decideTransition(validInput(state, 'suspend', 'certifier'));
      expect(suspended).toEqual({ ok: true, to: 'suspended', suspendedFrom: state });
      const resumed = decideTransition({
        ...validInput('suspended', 'resume', 'certifier'),
        suspendedFrom: state,
      });
      expect(resumed).toEqual({ ok: true, to: state, suspendedFrom: null });
    }
  });
});
