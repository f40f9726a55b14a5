import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { ObjectStorage } from '../../lib/storage/object-storage';

/** What the file actions need: the database, the store, the scanner's address and a log. */
export interface FilesContext {
  db: Db;
  storage: ObjectStorage;
  /** clamd address (tcp://host:port); empty: the built-in inspector only. */
  clamavUrl: string;
  log: FastifyBaseLogger;
}

/** An upload slot is valid for an hour (its form and its confirm). */
export const UPLOAD_TTL_SECONDS = 60 * 60;
/** Download links live 5 minutes: long enough to start, too short to share. */
export const DOWNLOAD_TTL_SECONDS = 5 * 60;
