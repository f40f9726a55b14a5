import type { Position } from '@registry/contract/ledger/ledger-api';
import { totalsByProjectAndVintage } from '../utils/quantities';

/**
 * GET .../positions as the API answers it: the blocks (only the one asked
 * for by `?serialId=`), how many there are, and their totals.
 */
export function positionsAnswer(positions: readonly Position[], url: string) {
  const serialId = new URL(url).searchParams.get('serialId');
  const listed =
    serialId === null ? positions : positions.filter((p) => String(p.serialId) === serialId);
  return {
    status: 1,
    codeMessages: [],
    positions: listed,
    blockCount: positions.length,
    totals: totalsByProjectAndVintage(positions).map(({ key: _key, ...total }) => total),
  };
}
