import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SDG_NUMBERS } from '@registry/contract/projects/project-enums';
import type { ProjectFormValues } from '../utils/project-form-values';
import { useFieldError } from './project-fields';

const GROUP_ID = 'project-sdgs';
const ERROR_ID = 'project-sdgs-error';

/** The goals chosen, in their order, as "3 chosen (13, 14 and 15)" in the user's language. */
function useChosenSummary(chosen: unknown): string {
  const { t, i18n } = useTranslation('projects');
  const numbers = (Array.isArray(chosen) ? chosen : []).map(Number).sort((a, b) => a - b);
  if (numbers.length === 0) return t('fields.sdgsNoneChosen');
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    numbers.map(String),
  );
  return t('fields.sdgsChosen', { count: numbers.length, list });
}

/**
 * The 17 Sustainable Development Goals of step 1 as a disclosure (WAI-ARIA APG):
 * one button that names the group and says which goals are chosen, the boxes
 * behind it, so a keyboard user passes the group in one Tab. Closed when the
 * form opens (a reopened draft's goals are in the button's summary); an error
 * on the goals opens it and is said beside the button.
 */
export function SdgField() {
  const { t } = useTranslation('projects');
  const { register } = useFormContext<ProjectFormValues>();
  const chosen = useWatch<ProjectFormValues, 'sdgs'>({ name: 'sdgs' });
  const summary = useChosenSummary(chosen);
  const error = useFieldError('sdgs');
  // Closed when the step opens, unless the goals have an error to fix.
  const [isOpen, setOpen] = useState(error !== null);
  // A new error opens them (set while rendering, so they show with it).
  const [shownError, setShownError] = useState(error);
  if (error !== shownError) {
    setShownError(error);
    if (error) setOpen(true);
  }

  return (
    <div className="mb-3">
      <button
        type="button"
        className={`btn btn-outline-secondary dropdown-toggle text-start text-wrap${error ? ' border-danger' : ''}`}
        aria-expanded={isOpen}
        aria-controls={GROUP_ID}
        aria-describedby={error ? ERROR_ID : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {`${t('fields.sdgs')}: ${summary}`}
      </button>
      {error && (
        <div className="invalid-feedback d-block" id={ERROR_ID}>
          {error}
        </div>
      )}
      {/* Hidden, not removed: the boxes keep their state and the form its values. */}
      <fieldset
        id={GROUP_ID}
        className="mt-2"
        hidden={!isOpen}
        aria-describedby={error ? ERROR_ID : undefined}
      >
        <legend className="visually-hidden">{t('fields.sdgs')}</legend>
        <div className="d-flex flex-wrap gap-3">
          {SDG_NUMBERS.map((number) => (
            <div className="form-check" key={number}>
              <input
                className="form-check-input"
                type="checkbox"
                id={`project-sdg-${number}`}
                value={String(number)}
                {...register('sdgs')}
              />
              <label className="form-check-label" htmlFor={`project-sdg-${number}`}>
                {t('fields.sdg', { number })}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
