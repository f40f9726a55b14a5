import type { Language } from '@registry/contract/common/language';
import type { Db } from '../../db/client';

/** What every reference-data action needs: the database and the caller's language. */
export interface ReferenceContext {
  db: Db;
  lng: Language;
}

/** Compares names the way a reader of that language sorts them (accents, ñ ...). */
export function byName(lng: Language): (a: { name: string }, b: { name: string }) => number {
  const collator = new Intl.Collator(lng, { sensitivity: 'base' });
  return (a, b) => collator.compare(a.name, b.name);
}
