import { PROJECT_STEPS, type ProjectStepId } from '@registry/contract/projects/project-fields';

/** The contract's steps, then the review where the project is submitted. */
export type FormStepId = ProjectStepId | 'review';
export const FORM_STEPS: readonly FormStepId[] = [
  ...PROJECT_STEPS.map((step) => step.id),
  'review',
];
