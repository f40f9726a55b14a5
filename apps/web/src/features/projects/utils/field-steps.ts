import { PROJECT_STEPS, type ProjectStepId } from '@registry/contract/projects/project-fields';
import type { FieldErrors } from 'react-hook-form';
import type { ProjectFormValues } from './project-form-values';
import { formFieldOf, type StepProblems } from './project-problems';

/** The step of each of the form's fields. */
const FIELD_STEP = new Map<string, ProjectStepId>(
  PROJECT_STEPS.flatMap((step) =>
    Object.keys(step.schema.shape).map((field) => [formFieldOf(field), step.id] as const),
  ),
);

/** The steps with a field error, and those with problems when the whole project was checked. */
export function stepsWithErrors(
  errors: FieldErrors<ProjectFormValues>,
  problems: StepProblems | null,
): Set<ProjectStepId> {
  const steps = new Set<ProjectStepId>();
  for (const [field, error] of Object.entries(errors)) {
    if (!error) continue;
    if (field === 'parties') {
      steps.add('parties');
      continue;
    }
    const step = FIELD_STEP.get(field);
    if (step) steps.add(step);
  }
  if (problems) {
    for (const step of PROJECT_STEPS) {
      if (problems[step.id].length > 0) steps.add(step.id);
    }
  }
  return steps;
}
