import type { Language } from '@registry/contract/common/language';
import type { Db } from '../../db/client';
import type { ObjectStorage } from '../../lib/storage/object-storage';

/** What the public project actions need: the database, the caller's language and the file store. */
export interface PublicProjectsContext {
  db: Db;
  lng: Language;
  storage: ObjectStorage;
}
