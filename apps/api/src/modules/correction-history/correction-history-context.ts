import type { Language } from '@registry/contract/common/language';
import type { Db } from '../../db/client';

/** What the correction history needs: the database and the caller's language. */
export interface CorrectionHistoryContext {
  db: Db;
  lng: Language;
}
