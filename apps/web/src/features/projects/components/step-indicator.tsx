import { useTranslation } from 'react-i18next';
import type { FormStepId } from '../utils/form-steps';
import { FORM_STEPS } from '../utils/form-steps';

interface StepIndicatorProps {
  current: FormStepId;
  /** Steps that have problems to fix: marked, and named so. */
  withErrors: ReadonlySet<FormStepId>;
  onGo: (step: FormStepId) => void;
}

/** The steps of the form as a list of buttons; the current one is `aria-current="step"`. */
export function StepIndicator({ current, withErrors, onGo }: StepIndicatorProps) {
  const { t } = useTranslation('projects');
  return (
    <nav aria-label={t('form.stepsLabel')} className="mb-4">
      <ol className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {FORM_STEPS.map((step, index) => {
          const isCurrent = step === current;
          const hasErrors = withErrors.has(step);
          return (
            <li key={step}>
              <button
                type="button"
                className={`btn btn-sm ${isCurrent ? 'btn-primary' : 'btn-outline-secondary'}${
                  hasErrors ? ' border-danger' : ''
                }`}
                aria-current={isCurrent ? 'step' : undefined}
                onClick={() => onGo(step)}
              >
                {index + 1}. {t(`form.steps.${step}`)}
                {hasErrors && (
                  <>
                    {' '}
                    <span className="badge text-bg-danger" aria-hidden="true">
                      !
                    </span>
                    <span className="visually-hidden">({t('form.stepHasErrors')})</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
