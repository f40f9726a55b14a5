import type { BlockActionRequest, MovementAnswer } from '@registry/contract/ledger/ledger-api';
import type { Caller } from '../../lib/caller';
import { changeBlockStatus } from './change-block-status';
import type { LedgerContext } from './ledger-context';

/** POST /api/platform/ledger/lock: the certifier locks a whole block of its project, with a reason. */
export function lockBlock(args: {
  ctx: LedgerContext;
  caller: Caller;
  input: BlockActionRequest;
}): Promise<MovementAnswer> {
  return changeBlockStatus('lock', args);
}
