import type { ReactNode } from 'react';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';

interface ConsentCheckProps {
  id: string;
  name: string;
  label: string;
  /** The translated message shown under the box while it is required and unchecked. */
  error: string | undefined;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  /** The link that opens the text the box consents to (decision 021). */
  textLink: ReactNode;
}

/** A required consent checkbox, a link to its text and its own error message. */
export function ConsentCheck({
  id,
  name,
  label,
  error,
  isChecked,
  onChange,
  textLink,
}: ConsentCheckProps) {
  return (
    <div className="form-check mb-2">
      <input
        id={id}
        name={name}
        type="checkbox"
        className={`form-check-input${error ? ' is-invalid' : ''}`}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        checked={isChecked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
      <RequiredAsterisk /> {textLink}
      <div className="invalid-feedback" id={`${id}-error`}>
        {error}
      </div>
    </div>
  );
}
