import type { Language } from '@registry/contract/common/language';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import type { ObjectStorage } from '../../lib/storage/object-storage';
import type { LogSigner } from '../log/log-signer';

/** What the signature actions need from the app and the request. */
export interface SignatureContext {
  db: Db;
  lng: Language;
  storage: Pick<ObjectStorage, 'openReadStream' | 'createDownloadUrl'>;
  /** The registry's Ed25519 key (the log's): it signs every record. */
  logSigner: LogSigner;
  /** Decrypts the password the browser sends encrypted. */
  passwordPrivateKeyPem: string;
  mailer: Mailer;
  /** Absolute address of the web app, for the links in mails. */
  publicUrl: string;
  /** The client address of the request (kept on the record). */
  clientAddress: string;
  now: () => Date;
}

/** How long a signature link works. */
export const SIGNATURE_LINK_DAYS = 7;
