import type { Db } from '../../db/client';
import type { Keys } from '../../lib/keys';
import type { Mailer } from '../../lib/mailer';
import type { BackgroundTasks } from './background-tasks';

/** What the password actions need of the app. */
export interface PasswordContext {
  db: Db;
  keys: Keys;
  mailer: Mailer;
  /** Address of the web app as users reach it; mailed links start with it. */
  publicUrl: string;
  /** Work that runs after the answer is sent (mail delivery). */
  background: BackgroundTasks;
}
