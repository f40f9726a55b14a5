import type { Language } from '@registry/contract/common/language';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';

/** What the project actions need from the app and the request. */
export interface ProjectContext {
  db: Db;
  lng: Language;
  /** The SHA-256 of a stored object, computed from its bytes (a document's fingerprint). */
  hashStoredFile: (route: string) => Promise<string>;
  mailer: Mailer;
  /** Absolute address of the web app, for the links in mails. */
  publicUrl: string;
  /** The clock (tests and the demo seed set it). */
  now: () => Date;
}
