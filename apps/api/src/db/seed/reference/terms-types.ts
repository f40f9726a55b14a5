import type { LocalizedText } from '../../schema/localized';

/**
 * A text users accept: 'terms' (terms and conditions), 'habeas' (personal-data
 * handling) or 'newsletter' (the newsletter's terms).
 */
export interface TermsData {
  kind: 'terms' | 'habeas' | 'newsletter';
  version: number;
  name: LocalizedText;
  /** Rich text limited to p, h2, h3, ul, li, strong, em and a. */
  terms: LocalizedText;
}
