import { and, desc, eq, lt } from 'drizzle-orm';
import {
  TRANSFER_NOTIFICATIONS_LIMIT,
  type TransferNotificationsResponse,
} from '@registry/contract/ledger/ledger-history';
import type { Tx } from '../../db/client';
import { companies, notifications, userCompanies } from '../../db/schema/accounts';
import { issuances } from '../../db/schema/issuances';
import { projects } from '../../db/schema/projects';
import type { Caller } from '../../plugins/auth';
import { toPlainPayload } from '../notifications/list-latest';
import type { LedgerContext } from './ledger-context';

/** The notification kind of credits received from another company. */
export const CREDITS_RECEIVED = 'creditsReceived';

/** What a notification of credits received says (its payload). */
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
 * Inside a transfer's transaction: one bell notification (kind
 * `creditsReceived`) for every active user of the receiving company, with the
 * project, the kg and the sender; answers what it says. A move between one
 * company's own accounts notifies no one (null).
 */
export async function notifyCreditsReceived(
  tx: Tx,
  transfer: {
    movementId: number;
    issuanceId: number;
    quantityKg: number;
    senderCompanyId: number;
    receiverCompanyId: number;
  },
): Promise<CreditsReceived | null> {
  if (transfer.senderCompanyId === transfer.receiverCompanyId) return null;
  const [facts] = await tx
    .select({
      projectId: projects.id,
      name: projects.name,
      code: projects.code,
      sender: companies.name,
    })
    .from(issuances)
    .innerJoin(projects, eq(projects.id, issuances.projectId))
    .innerJoin(companies, eq(companies.id, transfer.senderCompanyId))
    .where(eq(issuances.id, transfer.issuanceId));
  const payload: CreditsReceived = {
    movementId: transfer.movementId,
    projectId: facts?.projectId ?? null,
    name: facts?.name ?? '',
    code: facts?.code ?? null,
    quantityKg: transfer.quantityKg,
    tonnes: transfer.quantityKg / 1000,
    sender: facts?.sender ?? '',
  };
  const members = await tx
    .select({ userId: userCompanies.userId })
    .from(userCompanies)
    .where(
      and(eq(userCompanies.companyId, transfer.receiverCompanyId), eq(userCompanies.active, 1)),
    );
  if (members.length > 0) {
    await tx.insert(notifications).values(
      members.map((member) => ({
        userId: member.userId,
        companyId: transfer.receiverCompanyId,
        kind: CREDITS_RECEIVED,
        payload,
      })),
    );
  }
  return payload;
}

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
