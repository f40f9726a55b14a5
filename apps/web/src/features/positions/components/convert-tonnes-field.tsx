import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';
import type { ConvertFlow } from '../hooks/use-convert-flow';

interface ConvertTonnesFieldProps {
  flow: ConvertFlow;
}

/** The whole tonnes to convert, with the API's refusal above and the check's message below. */
export function ConvertTonnesField({ flow }: ConvertTonnesFieldProps) {
  const { t } = useTranslation('positions');
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const { max, problem, failure } = flow;
  return (
    <>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <label htmlFor={inputId} className="form-label">
        {t('convertDialog.tonnes', { max })}
        <RequiredAsterisk />
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        required
        className={`form-control ${problem ? 'is-invalid' : ''}`}
        value={flow.tonnes}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => flow.setTonnes(event.target.value)}
      />
      {problem && (
        <div className="invalid-feedback d-block" id={errorId}>
          {problem}
        </div>
      )}
    </>
  );
}
