import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { MarkNotificationsReadBody } from '@registry/contract/notifications/mark-read';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/accounts';
import type { Caller } from '../../lib/caller';
import { countUnread } from './count-unread';

/**
 * Marks the caller's unread notifications in the caller's company as read:
 * the ones named (another user's or company's ids change nothing) or all;
 * answers the unread count left, for the bell.
 */
export async function markRead({
  ctx,
  caller,
  body,
}: {
  ctx: { db: Db };
  caller: Caller;
  body: MarkNotificationsReadBody;
}): Promise<number> {
  await ctx.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, caller.userId),
        eq(notifications.companyId, caller.companyId),
        isNull(notifications.readAt),
        body.ids ? inArray(notifications.id, body.ids) : undefined,
      ),
    );
  return countUnread({ ctx, caller });
}
