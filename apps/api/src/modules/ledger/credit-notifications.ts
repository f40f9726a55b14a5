import {
  TRANSFER_NOTIFICATIONS_LIMIT,
  type TransferNotificationsResponse,
} from '@registry/contract/ledger/ledger-history';
import type { Caller } from '../../lib/caller';
import { listNotifications } from '../notifications/list-notifications';
import type { LedgerContext } from './ledger-context';

/** The notification kind of credits received from another company. */
export const CREDITS_RECEIVED = 'creditsReceived';

/** What a notification of credits received says (its payload; ledger_transfer of migration 0016 writes it). */
export type CreditsReceived = {
  movementId: number;
  projectId: number | null;
  name: string;
  code: string | null;
  quantityKg: number;
  tonnes: number;
  sender: string;
};

/**
 * GET /api/platform/projectCompanyTransfer/notifications/transfers: the
 * caller's notifications of credits received in the session's company, newest
 * first, paged by id.
 */
export async function listTransferNotifications({
  ctx,
  caller,
  input,
}: {
  ctx: LedgerContext;
  caller: Caller;
  input: { cursor?: number | undefined };
}): Promise<Omit<TransferNotificationsResponse, 'status' | 'codeMessages'>> {
  return listNotifications({
    ctx,
    caller,
    input: { cursor: input.cursor, kind: CREDITS_RECEIVED, limit: TRANSFER_NOTIFICATIONS_LIMIT },
  });
}
