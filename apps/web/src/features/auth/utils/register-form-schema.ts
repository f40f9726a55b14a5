import { z } from 'zod';
import { ACCOUNT_TYPES, type AccountType } from '@registry/contract/auth/account-type';
import {
  PHONE_CODE_PATTERN,
  VERIFICATION_DIGIT_MAX_LENGTH,
  matchesPhoneFormat,
  normalizeDocumentNumber,
  type RegisterRequest,
} from '@registry/contract/auth/register';

/** What the form holds: select values as strings, consents as booleans. */
export interface RegisterFormValues {
  typeAccount: string;
  standardId: string;
  name: string;
  country: string;
  region: string;
  city: string;
  typeDocument: string;
  documentNumber: string;
  verificationDigit: string;
  address: string;
  contactName: string;
  email: string;
  phoneCode: string;
  phone: string;
  isAuthorized: boolean;
  form: boolean;
}

/**
 * Spec sections 4 and 9: the registration's defaults, also after a successful
 * registration; the consents start unticked (decision 021: a pre-ticked box is
 * no consent under habeas data, the LGPD or the GDPR).
 */
export const DEFAULT_TYPE_ACCOUNT: AccountType = 'owner';
export const DEFAULT_STANDARD_ID = '1';
export const DEFAULT_TYPE_DOCUMENT_ID = '1';

export const REGISTER_DEFAULTS: RegisterFormValues = {
  typeAccount: DEFAULT_TYPE_ACCOUNT,
  standardId: DEFAULT_STANDARD_ID,
  name: '',
  country: '',
  region: '',
  city: '',
  typeDocument: DEFAULT_TYPE_DOCUMENT_ID,
  documentNumber: '',
  verificationDigit: '',
  address: '',
  contactName: '',
  email: '',
  phoneCode: '',
  phone: '',
  isAuthorized: false,
  form: false,
};

export interface RegisterRules {
  /** The selected document type has a verification digit. */
  needsVerificationDigit: boolean;
  /** The selected country's phone format (formatCellPhone); '' before the countries load. */
  formatCellPhone: string;
}

/**
 * Spec section 5, with messages as keys of the auth namespace: every field
 * required after trimming; the digit only when the document type has one;
 * phone code +###; the phone in the country's format; both consents.
 */
export function buildRegisterFormSchema({
  needsVerificationDigit,
  formatCellPhone,
}: RegisterRules) {
  const required = z.string().trim().min(1, 'validations.required');
  return z.object({
    typeAccount: required,
    standardId: required,
    name: required,
    country: required,
    region: required,
    city: required,
    typeDocument: required,
    documentNumber: required,
    verificationDigit: needsVerificationDigit
      ? required.max(VERIFICATION_DIGIT_MAX_LENGTH)
      : z.string(),
    address: required,
    contactName: required,
    email: required.pipe(z.email('validations.email')),
    phoneCode: required.regex(PHONE_CODE_PATTERN, 'validations.phoneCode'),
    phone: required.refine(
      (phone) => formatCellPhone === '' || matchesPhoneFormat(phone, formatCellPhone),
      'validations.phone',
    ),
    isAuthorized: z.boolean().refine(Boolean, 'formRegister.validations.personalData'),
    form: z.boolean().refine(Boolean, 'formRegister.validations.termsConditions'),
  });
}

function toAccountType(value: string): AccountType {
  return ACCOUNT_TYPES.find((type) => type === value) ?? DEFAULT_TYPE_ACCOUNT;
}

/** The registration payload (spec section 3): ids as numbers, the number without dots. */
export function toRegisterPayload(
  values: RegisterFormValues,
  {
    needsVerificationDigit,
    recaptchaValue,
  }: { needsVerificationDigit: boolean; recaptchaValue: string },
): RegisterRequest {
  return {
    address: values.address.trim(),
    city: Number(values.city),
    region: Number(values.region),
    country: Number(values.country),
    documentNumber: normalizeDocumentNumber(values.documentNumber),
    verificationDigit: needsVerificationDigit ? values.verificationDigit.trim() : '',
    contactName: values.contactName.trim(),
    email: values.email.trim(),
    form: values.form,
    isAuthorized: values.isAuthorized,
    name: values.name.trim(),
    phone: values.phone.trim(),
    phoneCode: values.phoneCode.trim(),
    recaptchaValue,
    typeAccount: toAccountType(values.typeAccount),
    typeDocument: Number(values.typeDocument),
    standardId: Number(values.standardId),
  };
}
