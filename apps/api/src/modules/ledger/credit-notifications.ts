import { and, desc, eq, lt } from 'drizzle-orm';
import {
  TRANSFER_NOTIFICATIONS_LIMIT,
  type TransferNotificationsResponse,
} from '@registry/contract/ledger/ledger-history';
import { notifications } from '../../db/schema/accounts';
import type { Caller } from '../../plugins/auth';
import { toPlainPayload } from '../notifications/list-latest';
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
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, caller.userId),
        eq(notifications.companyId, caller.companyId),
        eq(notifications.kind, CREDITS_RECEIVED),
        input.cursor ? lt(notifications.id, input.cursor) : undefined,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(TRANSFER_NOTIFICATIONS_LIMIT + 1);
  const page = rows.slice(0, TRANSFER_NOTIFICATIONS_LIMIT);
  return {
    notifications: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      payload: toPlainPayload(row.payload),
      createdAt: row.createdAt.toISOString(),
      isRead: row.readAt !== null,
    })),
    nextCursor: rows.length > TRANSFER_NOTIFICATIONS_LIMIT ? (page.at(-1)?.id ?? null) : null,
  };
}
