import { z } from 'zod';
import { text } from '../common/text';
import { envelopeWith } from '../common/envelope';

/** Spec sections 5 and 9: a company search needs at least 2 characters after trimming. */
export const COMPANY_SEARCH_MIN_LENGTH = 2;
export const COMPANY_SEARCH_MAX_LENGTH = 120;
/** At most this many companies are answered. */
export const COMPANY_SEARCH_LIMIT = 20;

/**
 * POST /api/platform/companiesRequestCompaniesPermit/search: companies whose
 * name, platform id or document number contains the text (any case), other
 * than the caller's. Fewer than 2 characters after trimming: HTTP 400, status 0,
 * codeMessage searchHigherTwo.
 */
export const SearchCompaniesRequestSchema = z.object({
  search: text(COMPANY_SEARCH_MAX_LENGTH * 4)
    .trim()
    .max(COMPANY_SEARCH_MAX_LENGTH),
});
export type SearchCompaniesRequest = z.input<typeof SearchCompaniesRequestSchema>;

/** Whether a search text may be sent (the web form checks this before calling). */
export function isSearchLongEnough(search: string): boolean {
  return search.trim().length >= COMPANY_SEARCH_MIN_LENGTH;
}

/** A company search result (spec section 3): documentType, companyId, name, id. */
export const CompanySearchResultSchema = z.object({
  /** Internal id: what the add call takes. */
  id: z.number().int(),
  /** Public platform id (for example "CR-1A2B3C4D"). */
  companyId: z.string(),
  name: z.string(),
  /** Document type in the caller's language (for example "NIT"). */
  documentType: z.string(),
  /** Letters and digits only; the screen groups them and adds the digit (one formatter). */
  documentNumber: z.string(),
  /** '' when the document type has none. */
  verificationDigit: z.string(),
});
export type CompanySearchResult = z.infer<typeof CompanySearchResultSchema>;

/** Sorted by name; empty when nothing matches (the modal shows a not-found row). */
export const SearchCompaniesResponseSchema = envelopeWith({
  companies: z.array(CompanySearchResultSchema),
});
export type SearchCompaniesResponse = z.infer<typeof SearchCompaniesResponseSchema>;
