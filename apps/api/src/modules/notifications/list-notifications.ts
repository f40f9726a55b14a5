import { and, desc, eq, lt } from 'drizzle-orm';
import type { NotificationItem } from '@registry/contract/notifications/list-latest-notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/accounts';
import type { Caller } from '../../lib/caller';
import { toNotificationItem } from './list-latest';

/**
 * A page of the caller's notifications in the session's company, newest
 * first, after `cursor` (the last id of the page before): of one kind, or of
 * every kind ("see all").
 */
export async function listNotifications({
  ctx,
  caller,
  input,
}: {
  ctx: { db: Db };
  caller: Caller;
  input: { cursor?: number | undefined; kind?: string; limit: number };
}): Promise<{ notifications: NotificationItem[]; nextCursor: number | null }> {
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, caller.userId),
        eq(notifications.companyId, caller.companyId),
        input.kind === undefined ? undefined : eq(notifications.kind, input.kind),
        input.cursor ? lt(notifications.id, input.cursor) : undefined,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  return {
    notifications: page.map(toNotificationItem),
    nextCursor: rows.length > input.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
