import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@registry/contract/common/language';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import type { ObjectStorage } from '../../lib/storage/object-storage';
import type { CaptchaSettings } from '../captcha/captcha-settings';

/** What the public-comment actions need from the app and the request. */
export interface CommentContext {
  db: Db;
  lng: Language;
  captcha: CaptchaSettings;
  mailer: Mailer;
  /** Absolute address of the web app, for the link in the developer's mail. */
  publicUrl: string;
  /** The clock (tests and the demo seed set it). */
  now: () => Date;
}

/** What the attachment actions need besides: the store, the scanner's address and a log. */
export interface CommentFilesContext extends Pick<CommentContext, 'db' | 'captcha' | 'now'> {
  storage: ObjectStorage;
  /** clamd address (tcp://host:port); empty: the built-in inspector only. */
  clamavUrl: string;
  log: FastifyBaseLogger;
}
