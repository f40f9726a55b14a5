import type { Language } from '@registry/contract/common/language';
import type { Database, Db } from '../../db/client';
import type { ObjectStorage } from '../../lib/storage/object-storage';

/** What the public project actions need: the database, the caller's language, the file store and the data versions. */
export interface PublicProjectsContext {
  db: Db;
  lng: Language;
  storage: ObjectStorage;
  /** The version of what is kept in memory (the list's facet index, decision 038). */
  versionOf: Database['versionOf'];
}
