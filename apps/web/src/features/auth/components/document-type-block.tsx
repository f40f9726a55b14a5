import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  VERIFICATION_DIGIT_MAX_LENGTH,
  formatDocumentNumber,
} from '@registry/contract/auth/register';
import type { TypeDocument } from '@registry/contract/platform/list-type-documents';
import { DEFAULT_TYPE_DOCUMENT_ID, type RegisterFormValues } from '../utils/register-form-schema';
import { SelectField, TextField } from './form-fields';

interface DocumentTypeBlockProps {
  /** The country's document types (null until they load). */
  types: TypeDocument[] | null;
  country: string;
  /** The country's grouping of document numbers ('###.###.###.###'). */
  formatDocumentNumber: string;
  needsVerificationDigit: boolean;
  /** A new value clears the number and the digit (after a registration). */
  clearSignal: number;
}

/**
 * Document type, number and verification digit (spec sections 2, 4 and 5). A
 * new list of types (on mount, or for a new country) selects its first, or
 * type 1 when it is empty. A new country clears the number. The number keeps
 * letters and digits only, at most 20, grouped with dots as the country's
 * pattern says; the digit (at most 5) shows only for types that have one.
 * A field in error says why, as every field of the form does (decision 022).
 */
export function DocumentTypeBlock({
  types,
  country,
  formatDocumentNumber: pattern,
  needsVerificationDigit,
  clearSignal,
}: DocumentTypeBlockProps) {
  const { t } = useTranslation('auth');
  const { setValue } = useFormContext<RegisterFormValues>();
  const previousCountry = useRef(country);
  const previousSignal = useRef(clearSignal);

  useEffect(() => {
    if (!types) return;
    setValue('typeDocument', String(types[0]?.id ?? DEFAULT_TYPE_DOCUMENT_ID));
    setValue('verificationDigit', '');
  }, [types, setValue]);

  useEffect(() => {
    if (previousCountry.current === country) return;
    previousCountry.current = country;
    setValue('documentNumber', '');
  }, [country, setValue]);

  useEffect(() => {
    if (previousSignal.current === clearSignal) return;
    previousSignal.current = clearSignal;
    setValue('documentNumber', '');
    setValue('verificationDigit', '');
  }, [clearSignal, setValue]);

  return (
    <div className="row">
      <div className="col-md-5">
        <SelectField
          name="typeDocument"
          id="register-type-document"
          label={t('formRegister.typeDocument')}
          options={{ onChange: () => setValue('verificationDigit', '') }}
        >
          {types?.map((type) => (
            <option key={type.id} value={type.id}>
              {type.description}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={needsVerificationDigit ? 'col-md-5' : 'col-md-7'}>
        <TextField
          name="documentNumber"
          id="register-document-number"
          label={t('formRegister.documentNumber')}
          placeholder={pattern || undefined}
          autoComplete="off"
          format={(value) => formatDocumentNumber(value, pattern)}
        />
      </div>
      {needsVerificationDigit && (
        <div className="col-md-2">
          <TextField
            name="verificationDigit"
            id="register-verification-digit"
            label={t('formRegister.verificationDigit')}
            autoComplete="off"
            maxLength={VERIFICATION_DIGIT_MAX_LENGTH}
            format={(value) => value.replace(/[^A-Za-z0-9]/g, '')}
          />
        </div>
      )}
    </div>
  );
}
