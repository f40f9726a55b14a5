import { z } from 'zod';
import { envelopeWith } from '../common/envelope';

/** A country of the registry (spec section 3), its name in the caller's language. */
export const CountrySchema = z.object({
  id: z.number().int(),
  /** ISO 3166-1 alpha-2 */
  code: z.string(),
  name: z.string(),
  /** Grouping of document numbers: '#' one character, '.' a separator ('###.###.###.###'). */
  formatDocumentNumber: z.string(),
  /** A mobile number without the country code: '#' one digit, other characters as written. */
  formatCellPhone: z.string(),
  /** '+' and up to three digits. */
  phoneCode: z.string(),
});
export type Country = z.infer<typeof CountrySchema>;

/**
 * GET /api/platform/country: active countries, the registry's home country
 * (the API's DEFAULT_COUNTRY) first, then the rest sorted by name in the
 * caller's language; a form selecting the first item opens on the home country.
 */
export const ListCountriesResponseSchema = envelopeWith({ countries: z.array(CountrySchema) });
export type ListCountriesResponse = z.infer<typeof ListCountriesResponseSchema>;
