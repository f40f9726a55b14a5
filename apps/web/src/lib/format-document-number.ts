import { formatDocumentNumber } from '@registry/contract/auth/register';

/** A document as the API answers it: the number (letters and digits) and its digit apart. */
export interface DocumentNumberParts {
  documentNumber: string;
  /** '' when the document type has none. */
  verificationDigit: string;
}

/**
 * The one way a document number is shown (spec section 5): its letters and
 * digits grouped with dots every three characters, or on the country's pattern
 * when the screen knows it, then "-" and the verification digit when there is
 * one: "901.123.456-3", "71.234.567" is "712.345.67", "B12.345.678".
 */
export function formatDocumentNumberShown(
  { documentNumber, verificationDigit }: DocumentNumberParts,
  pattern = '',
): string {
  const number = formatDocumentNumber(documentNumber, pattern);
  const digit = verificationDigit.replace(/[^A-Za-z0-9]/g, '');
  return digit && number ? `${number}-${digit}` : number;
}
