import type { Language } from '@registry/contract/common/language';
import type { Db } from '../../db/client';

/** What every reference-data action needs: the database and the caller's language. */
export interface ReferenceContext {
  db: Db;
  lng: Language;
}

/**
 * The country list's order: the registry's home country (ISO code) first, then
 * the rest by name in the caller's language.
 */
export function homeCountryFirst(
  homeCode: string,
  lng: Language,
): (a: { code: string; name: string }, b: { code: string; name: string }) => number {
  const compareNames = byName(lng);
  const isHome = (country: { code: string }) => country.code.toUpperCase() === homeCode;
  return (a, b) => Number(isHome(b)) - Number(isHome(a)) || compareNames(a, b);
}

/** Compares names the way a reader of that language sorts them (accents, ñ ...). */
export function byName(lng: Language): (a: { name: string }, b: { name: string }) => number {
  const collator = new Intl.Collator(lng, { sensitivity: 'base' });
  return (a, b) => collator.compare(a.name, b.name);
}
