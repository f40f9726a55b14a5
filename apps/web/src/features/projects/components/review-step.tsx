import { useTranslation } from 'react-i18next';
import { PROJECT_STEPS, type ProjectStepId } from '@registry/contract/projects/project-fields';
import type { FieldProblem, StepProblems } from '../utils/project-problems';

interface ReviewStepProps {
  problems: StepProblems;
  onGo: (step: ProjectStepId) => void;
}

/** The label of a field whose form name is not its label's key. */
const LABEL_KEYS: Record<string, string> = { standardId: 'standard', methodologyId: 'methodology' };

/** Which field a problem names, in the user's words. */
function useProblemText() {
  const { t } = useTranslation('projects');
  return (problem: FieldProblem) => {
    if (problem.kind === 'submission') return t(`errors.${problem.codeMessage ?? 'invalid'}`);
    const field = problem.field.startsWith('parties.')
      ? t(problem.field)
      : t(`fields.${LABEL_KEYS[problem.field] ?? problem.field}`);
    return `${field}: ${t(`errors.${problem.kind}`)}`;
  };
}

/** The last step: every step's missing fields and the submission's rules, or that all is there. */
export function ReviewStep({ problems, onGo }: ReviewStepProps) {
  const { t } = useTranslation('projects');
  const text = useProblemText();
  const withProblems = PROJECT_STEPS.filter((step) => problems[step.id].length > 0);
  return (
    <>
      <p>{t('review.intro')}</p>
      {withProblems.length === 0 ? (
        <div className="alert alert-success" role="status">
          {t('review.ready')}
        </div>
      ) : (
        <section aria-labelledby="project-review-problems" className="alert alert-warning">
          <h2 className="h6" id="project-review-problems">
            {t('review.problems')}
          </h2>
          {withProblems.map((step) => {
            const stepName = t(`form.steps.${step.id}`);
            return (
              <div key={step.id} className="mb-2">
                <h3 className="h6 mb-1">
                  {t('review.stepProblems', { step: stepName, count: problems[step.id].length })}
                </h3>
                <ul className="mb-1">
                  {problems[step.id].map((problem) => (
                    <li key={`${problem.field}-${problem.codeMessage ?? problem.kind}`}>
                      {text(problem)}
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0"
                  onClick={() => onGo(step.id)}
                >
                  {t('review.goToStep', { step: stepName })}
                </button>
              </div>
            );
          })}
        </section>
      )}
    </>
  );
}
