import type { LocalizedText } from '../../schema/localized';

/** A text users accept: 'terms' (terms and conditions) or 'habeas' (personal-data handling). */
export interface TermsData {
  kind: 'terms' | 'habeas';
  version: number;
  name: LocalizedText;
  /** Rich text limited to p, h2, h3, ul, li, strong, em and a. */
  terms: LocalizedText;
}
