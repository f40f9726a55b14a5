import { and, desc, eq } from 'drizzle-orm';
import {
  LATEST_NOTIFICATIONS_LIMIT,
  type NotificationItem,
} from '@registry/contract/notifications/list-latest-notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/accounts';
import type { Caller } from '../../lib/caller';

type PayloadValue = NotificationItem['payload'][string];

/** Keeps the payload's plain values; nested objects stay on the server. */
export function toPlainPayload(payload: Record<string, unknown>): NotificationItem['payload'] {
  const plain: Record<string, PayloadValue> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (
      value === null ||
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean'
    ) {
      plain[key] = value;
    }
  }
  return plain;
}

/** A notification row as the lists answer it. */
export function toNotificationItem(row: typeof notifications.$inferSelect): NotificationItem {
  return {
    id: row.id,
    kind: row.kind,
    payload: toPlainPayload(row.payload),
    createdAt: row.createdAt.toISOString(),
    isRead: row.readAt !== null,
  };
}

/** The caller's newest notifications in the caller's company, newest first (the bell's list). */
export async function listLatest({
  ctx,
  caller,
}: {
  ctx: { db: Db };
  caller: Caller;
}): Promise<NotificationItem[]> {
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, caller.userId), eq(notifications.companyId, caller.companyId)),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LATEST_NOTIFICATIONS_LIMIT);
  return rows.map(toNotificationItem);
}
