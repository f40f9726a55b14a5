import type { Language } from '@registry/contract/common/language';
import type { Db } from '../../db/client';

/** What the My Company and company-view actions need from the app and the request. */
export interface CompanyProfileContext {
  db: Db;
  lng: Language;
}
