import { z } from 'zod';
import { envelopeWith } from '../common/envelope';

/** How many notifications one call marks read at most when it names them. */
export const MARK_READ_LIMIT = 100;

/**
 * POST /api/platform/projectCompanyTransfer/notifications/read: marks the
 * caller's notifications in the session's company as read, the ones named by
 * `ids` (others' ids are ignored) or, without `ids`, all of them.
 */
export const MarkNotificationsReadBodySchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(MARK_READ_LIMIT).optional(),
});
export type MarkNotificationsReadBody = z.infer<typeof MarkNotificationsReadBodySchema>;

/** The caller's unread count after the call (the bell's new badge). */
export const MarkNotificationsReadResponseSchema = envelopeWith({
  notifications: z.number().int().nonnegative(),
});
export type MarkNotificationsReadResponse = z.infer<typeof MarkNotificationsReadResponseSchema>;
