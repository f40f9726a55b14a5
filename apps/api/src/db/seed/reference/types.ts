import type { LocalizedText } from '../../schema/localized';

/** A document type of a country (or, in generic-document-types.ts, of every country). */
export interface DocumentTypeData {
  code: string;
  description: LocalizedText;
  /** The number carries a separate check digit the user types apart (Colombia's NIT, Chile's RUT). */
  isVerificationDigit: boolean;
}

/** A first-level subdivision: ISO 3166-2 code, its local name, and a handful of its cities. */
export type RegionData = readonly [code: string, name: string, cities: readonly string[]];

export interface CountryData {
  /** ISO 3166-1 alpha-2 */
  code: string;
  name: LocalizedText;
  /** '#' is one character, '.' a separator: grouped in threes (spec section 5). */
  formatDocumentNumber: string;
  /** A mobile number without the country code; '#' is one digit. */
  formatCellPhone: string;
  phoneCode: string;
  documentTypes: readonly DocumentTypeData[];
  regions: readonly RegionData[];
}
