import { z } from 'zod';
import { envelopeWith } from '../common/envelope';

/** How many notifications the bell and the home dashboard show at most. */
export const LATEST_NOTIFICATIONS_LIMIT = 10;

/**
 * One notification of the caller in the session's company. `kind` names what
 * happened (a transfer received, a review ...); the web app translates it and
 * falls back to a generic text for a kind it does not know.
 */
export const NotificationItemSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** Details of the event (a project name, a quantity ...), shown when the kind's text uses them. */
  payload: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type NotificationItem = z.infer<typeof NotificationItemSchema>;

/**
 * GET /api/platform/projectCompanyTransfer/notifications/latest: the caller's
 * newest notifications in the session's company, newest first, at most
 * LATEST_NOTIFICATIONS_LIMIT.
 */
export const LatestNotificationsResponseSchema = envelopeWith({
  notifications: z.array(NotificationItemSchema),
});
export type LatestNotificationsResponse = z.infer<typeof LatestNotificationsResponseSchema>;
