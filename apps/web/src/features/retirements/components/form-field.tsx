import type { ReactNode } from 'react';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';

/** What the field's control spreads: its id, and how it names its help, message and state. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface FormFieldProps {
  /** The control's id; its help and message get `${id}-help` and `${id}-error`. */
  id: string;
  label: string;
  isRequired?: boolean;
  help?: ReactNode;
  /** The field's message, in the user's language; none while it is fine. */
  problem?: string | undefined;
  /** The control, given the props that tie it to its label, help and message. */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its help under it and, when wrong, its message (decision 022). */
export function FormField({
  id,
  label,
  isRequired = false,
  help,
  problem,
  children,
}: FormFieldProps) {
  const describedBy = [help ? `${id}-help` : '', problem ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {isRequired && <RequiredAsterisk />}
      {children({
        id,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': isRequired || undefined,
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
    </div>
  );
}
