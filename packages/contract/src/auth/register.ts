import { z } from 'zod';
import { text } from '../common/text';
import { EnvelopeSchema } from '../common/envelope';
import { ReferenceIdSchema } from '../platform/reference-id';
import { AccountTypeSchema } from './account-type';

/** Spec section 9: at most 20 letters and digits in a document number, 5 in a check digit. */
export const DOCUMENT_NUMBER_MAX_LENGTH = 20;
export const VERIFICATION_DIGIT_MAX_LENGTH = 5;
/** Spec section 5: '+' and one to three digits. */
export const PHONE_CODE_PATTERN = /^\+\d{1,3}$/;
/** The characters a country's phone format may put between its digits ('#'). */
const PHONE_SEPARATORS = /[\s().-]/g;

/** A document number as stored and sent: only its letters and digits (spec section 5). */
export function normalizeDocumentNumber(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '').slice(0, DOCUMENT_NUMBER_MAX_LENGTH);
}

/**
 * A document number as shown: its letters and digits laid on the country's
 * pattern ('###.###.###', '#' one character), past the pattern's end in groups of three.
 */
export function formatDocumentNumber(value: string, pattern: string): string {
  const characters = [...normalizeDocumentNumber(value)];
  let shown = '';
  for (const slot of pattern) {
    if (characters.length === 0) return shown;
    shown += slot === '#' ? characters.shift() : slot;
  }
  for (let index = 0; index < characters.length; index += 3) {
    shown += `${shown ? '.' : ''}${characters.slice(index, index + 3).join('')}`;
  }
  return shown;
}

/** The digits of a phone number, without the separators its format shows. */
export function normalizePhone(value: string): string {
  return value.replace(PHONE_SEPARATORS, '');
}

/**
 * Whether a phone number follows the country's format (formatCellPhone): as
 * many digits as the format has '#', with or without the format's separators.
 */
export function matchesPhoneFormat(value: string, format: string): boolean {
  const digits = normalizePhone(value.trim());
  const expected = [...format].filter((slot) => slot === '#').length;
  return expected > 0 && digits.length === expected && /^\d+$/.test(digits);
}

/** Lays typed digits on the country's phone format ('### ### ####'), for the input as one types. */
export function formatPhone(value: string, format: string): string {
  const digits = [...value.replace(/\D/g, '')];
  let shown = '';
  for (const slot of format) {
    if (digits.length === 0) break;
    shown += slot === '#' ? digits.shift() : slot;
  }
  return shown + digits.join('');
}

const requiredText = (max: number) => text(max).trim().min(1);

/**
 * POST /api/user: a company and its first admin user (spec section 3,
 * registration payload). isAuthorized is the personal-data consent and form
 * the terms consent; both must be true. Rules that need the reference data
 * (document type of the country, check digit, phone format ...) are the
 * server's and answer their own codeMessages.
 */
export const RegisterRequestSchema = z.object({
  address: requiredText(200),
  city: ReferenceIdSchema,
  region: ReferenceIdSchema,
  country: ReferenceIdSchema,
  /** The grouping dots are dropped; what remains is 1 to 20 letters and digits. */
  documentNumber: text(100)
    .transform((value) => value.trim().replaceAll('.', ''))
    .pipe(
      z
        .string()
        .min(1)
        .max(DOCUMENT_NUMBER_MAX_LENGTH)
        .regex(/^[A-Za-z0-9]+$/),
    ),
  /** Required when the document type has one (isVerificationDigit), empty otherwise. */
  verificationDigit: text(VERIFICATION_DIGIT_MAX_LENGTH)
    .trim()
    .regex(/^[A-Za-z0-9]*$/)
    .optional()
    .default(''),
  contactName: requiredText(200),
  email: text(1000).trim().toLowerCase().pipe(z.email().max(254)),
  /** The terms-and-conditions consent. */
  form: z.boolean(),
  /** The personal-data consent. */
  isAuthorized: z.boolean(),
  name: requiredText(200),
  /** In the country's format (formatCellPhone); stored as digits. */
  phone: requiredText(30),
  phoneCode: text(10).trim().regex(PHONE_CODE_PATTERN),
  recaptchaValue: text(10000).optional().default(''),
  typeAccount: AccountTypeSchema,
  typeDocument: ReferenceIdSchema,
  standardId: ReferenceIdSchema,
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;
export type RegisterInput = z.output<typeof RegisterRequestSchema>;

/** status 1 with a codeMessage asking to check the e-mail for the link to set a password. */
export const RegisterResponseSchema = EnvelopeSchema;
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;
