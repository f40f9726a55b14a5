import type { BlockActionRequest, MovementAnswer } from '@registry/contract/ledger/ledger-api';
import type { Caller } from '../../lib/caller';
import { changeBlockStatus } from './change-block-status';
import type { LedgerContext } from './ledger-context';

/** POST /api/platform/ledger/unlock: the certifier unlocks a whole block of its project, with a reason. */
export function unlockBlock(args: {
  ctx: LedgerContext;
  caller: Caller;
  input: BlockActionRequest;
}): Promise<MovementAnswer> {
  return changeBlockStatus('unlock', args);
}
