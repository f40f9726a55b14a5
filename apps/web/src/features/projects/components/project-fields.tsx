import type { ReactNode } from 'react';
import {
  useController,
  useFormContext,
  type FieldPath,
  type RegisterOptions,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';
import type { ProjectFormValues } from '../utils/project-form-values';

type Name = FieldPath<ProjectFormValues>;

interface FieldProps {
  name: Name;
  label: string;
  help?: ReactNode;
  /** Needed to submit (an asterisk); a draft needs only the name. */
  isRequired?: boolean;
  options?: RegisterOptions<ProjectFormValues, Name>;
}

export const fieldId = (name: string) => `project-${name.replaceAll('.', '-')}`;

/** The error of a field, translated from its kind (required, invalid ...). */
export function useFieldError(name: string): string | null {
  const { t } = useTranslation('projects');
  const { formState, getFieldState } = useFormContext<ProjectFormValues>();
  const { error } = getFieldState(name as Name, formState);
  if (!error?.message) return null;
  // The API's messages come translated; the form's own are keys of errors.
  return error.type === 'server' ? error.message : t(`errors.${error.message}`);
}

function describedBy(id: string, hasHelp: boolean, hasError: boolean): string | undefined {
  const ids = [hasHelp && `${id}-help`, hasError && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function FieldFrame({
  id,
  label,
  help,
  error,
  isRequired,
  children,
}: {
  id: string;
  label: string;
  help?: ReactNode;
  error: string | null;
  isRequired?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {isRequired && <RequiredAsterisk />}
      {children}
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

interface InputFieldProps extends FieldProps {
  type?: 'text' | 'date' | 'number';
  inputMode?: 'decimal' | 'numeric' | 'text';
  maxLength?: number;
  min?: string;
  step?: string;
}

export function InputField({
  name,
  label,
  help,
  isRequired,
  options,
  type = 'text',
  ...inputProps
}: InputFieldProps) {
  const { register } = useFormContext<ProjectFormValues>();
  const id = fieldId(name);
  const error = useFieldError(name);
  return (
    <FieldFrame id={id} label={label} help={help} error={error} isRequired={isRequired}>
      <input
        id={id}
        type={type}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(help), Boolean(error))}
        {...inputProps}
        {...register(name, options)}
      />
    </FieldFrame>
  );
}

export function TextAreaField({ name, label, help, isRequired, options }: FieldProps) {
  const { register } = useFormContext<ProjectFormValues>();
  const id = fieldId(name);
  const error = useFieldError(name);
  return (
    <FieldFrame id={id} label={label} help={help} error={error} isRequired={isRequired}>
      <textarea
        id={id}
        rows={4}
        maxLength={5000}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(help), Boolean(error))}
        {...register(name, options)}
      />
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<FieldProps, 'options'> {
  choices: readonly { value: string; label: string }[];
  isLoading?: boolean;
  disabled?: boolean;
  /** The empty option's text. */
  placeholder?: string;
  /** After the user picks another choice (clear the lists that depend on it). */
  onPick?: () => void;
}

/**
 * A list of choices, controlled: its choices often arrive after the saved
 * value (a reopened draft), and an uncontrolled select would then show its
 * empty option while the form holds the saved id.
 */
export function SelectField({
  name,
  label,
  help,
  isRequired,
  choices,
  isLoading,
  disabled,
  placeholder,
  onPick,
}: SelectFieldProps) {
  const { t } = useTranslation('projects');
  const {
    field: { ref, value, onChange, onBlur },
  } = useController<ProjectFormValues>({ name });
  const id = fieldId(name);
  const error = useFieldError(name);
  return (
    <FieldFrame id={id} label={label} help={help} error={error} isRequired={isRequired}>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(help), Boolean(error))}
        disabled={disabled}
        name={name}
        ref={ref}
        value={typeof value === 'string' ? value : ''}
        onBlur={onBlur}
        onChange={(event) => {
          onChange(event.target.value);
          onPick?.();
        }}
      >
        <option value="">
          {isLoading ? t('form.loadingOptions') : (placeholder ?? t('form.choose'))}
        </option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
