import type { Db } from '../../db/client';
import type { Keys } from '../../lib/keys';

export interface SessionSettings {
  db: Db;
  keys: Keys;
  accessTokenTtl: number;
  refreshTokenTtl: number;
}
