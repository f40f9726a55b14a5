import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { REASON_MAX } from '@registry/contract/projects/project-fields';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';

interface CorrectionReasonFieldProps {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

/**
 * The reason of a correction: a project that has been submitted once keeps
 * every change in its correction history, and each save says why (DESIGN.md 4.2).
 */
export const CorrectionReasonField = forwardRef<HTMLTextAreaElement, CorrectionReasonFieldProps>(
  function CorrectionReasonField({ value, error, onChange }, ref) {
    const { t } = useTranslation('projects');
    return (
      <div className="mt-4">
        <label className="form-label" htmlFor="project-correction-reason">
          {t('form.correctionReason')}
        </label>
        <RequiredAsterisk />
        <textarea
          ref={ref}
          id="project-correction-reason"
          rows={2}
          maxLength={REASON_MAX}
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={value}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={`project-correction-reason-help${error ? ' project-correction-reason-error' : ''}`}
          onChange={(event) => onChange(event.target.value)}
        />
        <div className="form-text" id="project-correction-reason-help">
          {t('form.correctionReasonHelp')}
        </div>
        {error && (
          <div className="invalid-feedback d-block" id="project-correction-reason-error">
            {error}
          </div>
        )}
      </div>
    );
  },
);
