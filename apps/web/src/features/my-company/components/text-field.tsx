import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { RequiredMark } from './required-mark';

interface TextFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  isInvalid?: boolean;
  isRequired?: boolean;
  type?: 'text' | 'email' | 'tel';
  /** A textarea of that many rows instead of a one-line input. */
  rows?: number;
  /** A text before the input (the phone's country code). */
  prefix?: ReactNode;
  hint?: string;
  maxLength?: number;
  autoComplete?: string;
}

/** A labelled input of a tab's form, with its required mark, hint and invalid state. */
export function TextField({
  id,
  label,
  registration,
  isInvalid = false,
  isRequired = false,
  type = 'text',
  rows,
  prefix,
  hint,
  maxLength,
  autoComplete = 'off',
}: TextFieldProps) {
  const common = {
    id,
    className: `form-control${isInvalid ? ' is-invalid' : ''}`,
    'aria-invalid': isInvalid || undefined,
    'aria-required': isRequired || undefined,
    'aria-describedby': hint ? `${id}-hint` : undefined,
    maxLength,
    ...registration,
  };
  const control = rows ? (
    <textarea rows={rows} {...common} />
  ) : (
    <input type={type} autoComplete={autoComplete} {...common} />
  );
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
        {isRequired && <RequiredMark />}
      </label>
      {prefix ? (
        <div className={`input-group${isInvalid ? ' has-validation' : ''}`}>
          <span className="input-group-text">{prefix}</span>
          {control}
        </div>
      ) : (
        control
      )}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}
