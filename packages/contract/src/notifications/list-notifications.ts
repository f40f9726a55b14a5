import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { IdParamSchema } from '../common/ids';
import { NotificationItemSchema } from './list-latest-notifications';

/** How many notifications one page of "see all" lists. */
export const NOTIFICATIONS_PAGE_LIMIT = 20;

/**
 * GET /api/platform/projectCompanyTransfer/notifications/all: every
 * notification of the caller in the session's company, of every kind the
 * bell counts, newest first, a page at a time by id.
 */
export const NotificationsPageQuerySchema = z.object({
  /** The id of the last notification of the page before. */
  cursor: IdParamSchema.optional(),
});
export type NotificationsPageQuery = z.infer<typeof NotificationsPageQuerySchema>;

export const NotificationsPageResponseSchema = envelopeWith({
  notifications: z.array(NotificationItemSchema),
  nextCursor: z.number().int().nullable(),
});
export type NotificationsPageResponse = z.infer<typeof NotificationsPageResponseSchema>;
