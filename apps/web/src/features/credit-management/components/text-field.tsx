import type { InputHTMLAttributes } from 'react';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  help?: string;
}

/** A labelled, required input with its help and its error, tied by aria-describedby. */
export function TextField({ id, label, value, onChange, error, help, ...rest }: TextFieldProps) {
  const describedBy = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <RequiredAsterisk />
      <input
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        value={value}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
      {help && (
        <div className="form-text" id={`${id}-help`}>
          {help}
        </div>
      )}
      {error && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      )}
    </div>
  );
}
