import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@registry/contract/common/language';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';

/** What the user-administration actions need from the app and the request. */
export interface UserAdminContext {
  db: Db;
  lng: Language;
  mailer: Mailer;
  /** Address of the web app as users reach it; mailed links start with it. */
  publicUrl: string;
  log: FastifyBaseLogger;
}
