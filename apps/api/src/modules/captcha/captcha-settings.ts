import type { CaptchaConfig } from '../../config';
import type { Db } from '../../db/client';

export interface CaptchaSettings {
  db: Db;
  captcha: CaptchaConfig;
  secret: string;
}
