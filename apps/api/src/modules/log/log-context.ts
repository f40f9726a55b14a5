import type { Db } from '../../db/client';

/** What the public log actions need: the database only (no caller: anyone may read the log). */
export interface LogContext {
  db: Db;
}
