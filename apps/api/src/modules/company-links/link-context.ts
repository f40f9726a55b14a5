import type { Language } from '@registry/contract/common/language';
import type { Db } from '../../db/client';

/** What the company-link actions need from the app and the request. */
export interface LinkContext {
  db: Db;
  lng: Language;
}
