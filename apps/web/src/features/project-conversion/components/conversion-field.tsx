import { useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ConversionFormValues } from '../utils/conversion-form-values';

export type ConversionField = FieldPath<ConversionFormValues>;

export const conversionFieldId = (name: string) => `conversion-${name.replaceAll('.', '-')}`;

/** The error of a field: the API's message as it came, the form's own by its kind. */
export function useConversionError(name: ConversionField): string | null {
  const { t } = useTranslation('projectConversion');
  const { formState, getFieldState } = useFormContext<ConversionFormValues>();
  const { error } = getFieldState(name, formState);
  if (!error) return null;
  return error.type === 'server' && error.message ? error.message : t('errors.required');
}

/** The error line under a field, named by the field's aria-describedby. */
export function FieldError({ name }: { name: ConversionField }) {
  const error = useConversionError(name);
  if (!error) return null;
  return (
    <div id={`${conversionFieldId(name)}-error`} className="invalid-feedback d-block">
      {error}
    </div>
  );
}

/** The attributes a field needs for its error: invalid state and description. */
export function useErrorAttributes(name: ConversionField) {
  const error = useConversionError(name);
  return {
    id: conversionFieldId(name),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${conversionFieldId(name)}-error` : undefined,
    className: error ? 'is-invalid' : '',
  };
}
