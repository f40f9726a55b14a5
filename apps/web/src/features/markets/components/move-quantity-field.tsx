import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';

interface MoveQuantityFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The most whole units the move may ask for. */
  max: number;
  unit: 'kg' | 't';
  /** What is wrong with the typed quantity, or null. */
  problem: string | null;
}

/** The whole tonnes (or kg of a divisible block) a move asks for, with its check's message. */
export function MoveQuantityField({ value, onChange, max, unit, problem }: MoveQuantityFieldProps) {
  const { t, i18n } = useTranslation('markets');
  const inputId = useId();
  const errorId = `${inputId}-error`;
  return (
    <div className="mb-3">
      <label htmlFor={inputId} className="form-label">
        {t('trading.quantity', { unit, max: new Intl.NumberFormat(i18n.language).format(max) })}
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
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <div className="invalid-feedback d-block" id={errorId} role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}
