import type { ReactNode } from 'react';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';

interface RadioOption<T extends string> {
  value: T;
  label: string;
}

interface RadioGroupFieldProps<T extends string> {
  /** The first radio's id (where the focus goes when the group is wrong); the others add their value. */
  id: string;
  name: string;
  legend: string;
  options: readonly RadioOption<T>[];
  value: T | '';
  onChange: (value: T) => void;
  isRequired?: boolean;
  help?: ReactNode;
  problem?: string | undefined;
}

/** A choice among a few options: a fieldset whose legend names it, its help and message. */
export function RadioGroupField<T extends string>({
  id,
  name,
  legend,
  options,
  value,
  onChange,
  isRequired = false,
  help,
  problem,
}: RadioGroupFieldProps<T>) {
  const describedBy = [help ? `${id}-help` : '', problem ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="mb-3" aria-describedby={describedBy || undefined}>
      <legend className="form-label fs-6 mb-1">
        {legend}
        {isRequired && <RequiredAsterisk />}
      </legend>
      {options.map((option, index) => {
        const optionId = index === 0 ? id : `${id}-${option.value}`;
        return (
          <div className="form-check" key={option.value}>
            <input
              id={optionId}
              type="radio"
              name={name}
              className={`form-check-input${problem ? ' is-invalid' : ''}`}
              value={option.value}
              checked={value === option.value}
              required={isRequired}
              onChange={() => onChange(option.value)}
            />
            <label className="form-check-label" htmlFor={optionId}>
              {option.label}
            </label>
          </div>
        );
      })}
      {help && (
        <div className="form-text" id={`${id}-help`}>
          {help}
        </div>
      )}
      {problem && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {problem}
        </div>
      )}
    </fieldset>
  );
}
