import { brazil } from './brazil';
import { chile } from './chile';
import { colombia } from './colombia';
import { mexico } from './mexico';
import { peru } from './peru';
import { portugal } from './portugal';
import { spain } from './spain';
import type { CountryData, DocumentTypeData } from './types';
import { unitedStates } from './united-states';

/** Seeding order: ids on a fresh database follow it (Colombia 1 ... United States 8). */
export const COUNTRIES: readonly CountryData[] = [
  colombia,
  brazil,
  peru,
  mexico,
  chile,
  spain,
  portugal,
  unitedStates,
];

/**
 * Document types valid in every country (country_id null). Seeded first, so
 * PASSPORT is type_documents id 1: the spec's fallback "document type 1" is
 * then valid whatever country the form has selected.
 */
export const GENERIC_DOCUMENT_TYPES: readonly DocumentTypeData[] = [
  {
    code: 'PASSPORT',
    description: { es: 'Pasaporte', en: 'Passport', pt: 'Passaporte' },
    isVerificationDigit: false,
  },
];
