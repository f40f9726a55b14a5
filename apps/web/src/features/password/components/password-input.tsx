import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface PasswordInputProps {
  id: string;
  label: string;
  /** Name of the show/hide button, for example "Show the new password". */
  toggleLabel: string;
  autoComplete: 'current-password' | 'new-password';
  registration: UseFormRegisterReturn;
  /** Translated message; the field shows as invalid while there is one. */
  error?: string | undefined;
  /** Id of an element that describes the field, such as the conditions list. */
  describedBy?: string;
}

function EyeIcon({ isCrossed }: { isCrossed: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {isCrossed && <path stroke="currentColor" strokeWidth="2" d="M3 3l18 18" />}
    </svg>
  );
}

/** A password field with a show/hide toggle (a pressed button while the text is shown). */
export function PasswordInput({
  id,
  label,
  toggleLabel,
  autoComplete,
  registration,
  error,
  describedBy,
}: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(false);
  const errorId = `${id}-error`;
  const describedByIds = [error ? errorId : null, describedBy].filter(Boolean).join(' ');
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <div className="input-group has-validation">
        <input
          id={id}
          type={isVisible ? 'text' : 'password'}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="off"
          className={`form-control${error ? ' is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds || undefined}
          {...registration}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-controls={id}
          aria-pressed={isVisible}
          aria-label={toggleLabel}
          onClick={() => setIsVisible((visible) => !visible)}
        >
          <EyeIcon isCrossed={isVisible} />
        </button>
        <div className="invalid-feedback" id={errorId}>
          {error}
        </div>
      </div>
    </div>
  );
}
