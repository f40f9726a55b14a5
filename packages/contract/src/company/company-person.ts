import { z } from 'zod';
import { IdSchema } from '../common/ids';
import { text } from '../common/text';
import { DOCUMENT_NUMBER_MAX_LENGTH, VERIFICATION_DIGIT_MAX_LENGTH } from '../auth/register';
import { sanitizeText } from './safe-text';

/** At most this many chief executives, and this many shareholders, per company. */
export const MAX_COMPANY_PEOPLE = 50;

/**
 * A chief executive or shareholder as the API answers it (spec section 3):
 * country and typeDocument are the names in the caller's language.
 */
export const CompanyPersonSchema = z.object({
  countryId: z.number().int(),
  country: z.string(),
  typeDocumentId: z.number().int(),
  typeDocument: z.string(),
  /** Letters and digits only (the screen groups them for display). */
  documentNumber: z.string(),
  name: z.string(),
  verificationDigit: z.string(),
});
export type CompanyPerson = z.infer<typeof CompanyPersonSchema>;

/**
 * A chief executive or shareholder as the due-diligence save sends it: name,
 * country, document type and number are required (spec section 5). The names
 * (country, typeDocument) may be sent back as received; they are ignored.
 * The document number keeps only its letters and digits.
 */
export const CompanyPersonInputSchema = z.object({
  name: z
    .string()
    .max(480)
    .transform((value) => sanitizeText(value))
    .pipe(z.string().min(1).max(120)),
  countryId: IdSchema,
  typeDocumentId: IdSchema,
  documentNumber: text(100)
    .transform((value) => value.replace(/[^A-Za-z0-9]/g, ''))
    .pipe(z.string().min(1).max(DOCUMENT_NUMBER_MAX_LENGTH)),
  verificationDigit: text(20)
    .transform((value) => value.replace(/[^A-Za-z0-9]/g, ''))
    .pipe(z.string().max(VERIFICATION_DIGIT_MAX_LENGTH))
    .default(''),
  country: text(200).optional(),
  typeDocument: text(200).optional(),
});
export type CompanyPersonInput = z.input<typeof CompanyPersonInputSchema>;

/** The key that makes an entry a duplicate in its list (spec section 5: same document type and number). */
export function personKey(person: { typeDocumentId: number; documentNumber: string }): string {
  return `${person.typeDocumentId}:${person.documentNumber.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}`;
}
