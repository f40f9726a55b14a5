import type { Db } from '../../db/client';
import type { ObjectStorage } from '../../lib/storage/object-storage';

/** What the conversion actions need from the app. */
export interface ConversionContext {
  db: Db;
  storage: ObjectStorage;
  /** The SHA-256 of a stored object (the project save's document fingerprint). */
  hashStoredFile: (route: string) => Promise<string>;
  /** The clock (tests and the demo seed set it). */
  now: () => Date;
}
