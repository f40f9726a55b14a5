import type { Language } from '@registry/contract/common/language';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
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
