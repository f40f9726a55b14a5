import {
  ACTIONS_WITH_REASON,
  IRREVERSIBLE_ACTIONS,
  type ProjectAction,
} from '@registry/contract/projects/project-enums';

/** What a move asks for before it is made. */
export function actionNeeds(action: ProjectAction) {
  return {
    reason: ACTIONS_WITH_REASON.includes(action),
    endDate: action === 'openPublicComment',
    period: action === 'certifyPeriod' || action === 'submitMonitoring',
    isIrreversible: IRREVERSIBLE_ACTIONS.includes(action),
  };
}
