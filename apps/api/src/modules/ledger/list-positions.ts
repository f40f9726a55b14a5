import {
  MAX_POSITIONS,
  type HoldingTotal,
  type Position,
  type PositionsQuery,
} from '@registry/contract/ledger/ledger-api';
import type { Caller } from '../../lib/caller';
import { callLedgerFunction } from './ledger-call';
import type { LedgerContext } from './ledger-context';

/** The fields of PositionsResponse, as the database wrote them. */
export interface Positions {
  positions: Position[];
  blockCount: number;
  totals: HoldingTotal[];
}

/**
 * GET /api/platform/projectCompanyTransfer/positions (DESIGN.md 4.3): the
 * caller's company's active and locked blocks, in its main and sub-accounts,
 * each with its human serial (the first MAX_POSITIONS, or the one asked
 * for), with how many there are and their totals per project and vintage:
 * one call of ledger_positions (migration 0017), which checks the membership
 * and reads all in one snapshot, answering the JSON text of the fields.
 */
export async function positionsJsonOf({
  ctx,
  caller,
  input = {},
}: {
  ctx: LedgerContext;
  caller: Caller;
  input?: PositionsQuery;
}): Promise<string> {
  return callLedgerFunction<string>(ctx.db, 'ledger_positions', [
    caller.userId,
    caller.companyId,
    input.serialId ?? null,
    ctx.registryPrefix,
    MAX_POSITIONS,
  ]);
}

/** The positions as values (positionsJsonOf read back), for callers other than the route. */
export async function listPositions(args: {
  ctx: LedgerContext;
  caller: Caller;
  input?: PositionsQuery;
}): Promise<Positions> {
  return JSON.parse(await positionsJsonOf(args)) as Positions;
}
