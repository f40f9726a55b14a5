import type { Db, Tx } from '../../db/client';
import { checkLogReplay } from '../ledger/log-replay-check';
import { checkAppendOnlyTriggers } from './check-append-only-triggers';
import { checkMovementLeaves } from './check-movement-leaves';

/** Every check of the database at rest, read from one snapshot (the caller's transaction). */
export async function checkDatabase(tx: Db | Tx): Promise<string[]> {
  return [
    ...(await checkLogReplay(tx)),
    ...(await checkMovementLeaves(tx)),
    ...(await checkAppendOnlyTriggers(tx)),
  ];
}

/**
 * npm run verify-db and the reconciliation job (DESIGN.md 4.3, decision 027):
 * what an edit made at rest, around the triggers, left different; empty when
 * the database agrees with its log. One read-only snapshot, so movements
 * committed meanwhile never show as differences.
 */
export function verifyDatabase(db: Db): Promise<string[]> {
  return db.transaction((tx) => checkDatabase(tx), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}
