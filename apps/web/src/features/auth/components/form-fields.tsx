import type { ReactNode } from 'react';
import { useFormContext, type FieldPath, type RegisterOptions } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HelpBadge } from '../../../components/ui/help-badge';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';
import type { RegisterFormValues } from '../utils/register-form-schema';

type Name = FieldPath<RegisterFormValues>;

interface FieldProps {
  name: Name;
  id: string;
  label: string;
  help?: ReactNode;
  options?: RegisterOptions<RegisterFormValues, Name>;
}

/** The error of a field: its key of the auth namespace, translated. */
function useFieldError(name: Name): { isInvalid: boolean; message: string } {
  const { t } = useTranslation('auth');
  const { formState, getFieldState } = useFormContext<RegisterFormValues>();
  const { error } = getFieldState(name, formState);
  return { isInvalid: Boolean(error), message: error?.message ? t(error.message) : '' };
}

function describedBy(id: string, hasHelp: boolean, hasError: boolean): string | undefined {
  const ids = [hasHelp && `${id}-help`, hasError && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  placeholder?: string;
  /** Rewrites what was typed (formats, strips characters) before the form keeps it. */
  format?: (value: string) => string;
}

export function TextField({
  name,
  id,
  label,
  help,
  options,
  type = 'text',
  format,
  ...inputProps
}: TextFieldProps) {
  const { register } = useFormContext<RegisterFormValues>();
  const { isInvalid, message } = useFieldError(name);
  const field = register(name, options);
  const isMessageShown = isInvalid && message !== '';
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <RequiredAsterisk />
      <input
        id={id}
        type={type}
        className={`form-control${isInvalid ? ' is-invalid' : ''}`}
        aria-required="true"
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy(id, Boolean(help), isMessageShown)}
        {...inputProps}
        {...field}
        onChange={(event) => {
          if (format) event.target.value = format(event.target.value);
          return field.onChange(event);
        }}
      />
      {help && (
        <div className="form-text" id={`${id}-help`}>
          {help}
        </div>
      )}
      {isMessageShown && (
        <div className="invalid-feedback" id={`${id}-error`}>
          {message}
        </div>
      )}
    </div>
  );
}

interface SelectFieldProps extends Omit<FieldProps, 'help'> {
  /** Help about the choice, behind a help badge beside the label (spec section 9). */
  help?: string | undefined;
  children: ReactNode;
}

export function SelectField({ name, id, label, help, options, children }: SelectFieldProps) {
  const { register } = useFormContext<RegisterFormValues>();
  const { isInvalid, message } = useFieldError(name);
  const isMessageShown = isInvalid && message !== '';
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <RequiredAsterisk />
      {help && <HelpBadge subject={label} text={help} textId={`${id}-help`} />}
      <select
        id={id}
        className={`form-select${isInvalid ? ' is-invalid' : ''}`}
        aria-required="true"
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy(id, Boolean(help), isMessageShown)}
        {...register(name, options)}
      >
        {children}
      </select>
      {isMessageShown && (
        <div className="invalid-feedback" id={`${id}-error`}>
          {message}
        </div>
      )}
    </div>
  );
}

interface ConsentFieldProps extends Pick<FieldProps, 'name' | 'id' | 'label'> {
  /** The link that opens the text the box consents to (decision 021). */
  textLink: ReactNode;
}

/** A required consent: unticked, a link to its text, its own message while unchecked (spec section 5). */
export function ConsentField({ name, id, label, textLink }: ConsentFieldProps) {
  const { register } = useFormContext<RegisterFormValues>();
  const { isInvalid, message } = useFieldError(name);
  return (
    <div className="form-check mb-2">
      <input
        id={id}
        type="checkbox"
        className={`form-check-input${isInvalid ? ' is-invalid' : ''}`}
        aria-required="true"
        aria-invalid={isInvalid || undefined}
        aria-describedby={isInvalid ? `${id}-error` : undefined}
        {...register(name)}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
      <RequiredAsterisk /> {textLink}
      {isInvalid && (
        <div className="invalid-feedback" id={`${id}-error`}>
          {message}
        </div>
      )}
    </div>
  );
}
