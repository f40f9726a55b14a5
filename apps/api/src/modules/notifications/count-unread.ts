import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/accounts';
import type { Caller } from '../../lib/caller';

/** The number of unread notifications of the caller in the caller's company. */
export async function countUnread({
  ctx,
  caller,
}: {
  ctx: { db: Db };
  caller: Caller;
}): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, caller.userId),
        eq(notifications.companyId, caller.companyId),
        isNull(notifications.readAt),
      ),
    );
  return row?.n ?? 0;
}
