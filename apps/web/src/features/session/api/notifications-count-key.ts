/**
 * The query key of the notifications count. Its own module: the header's menu
 * reload invalidates it on every first page, which need not carry the API client.
 */
export const NOTIFICATIONS_COUNT_KEY = 'notifications-count';
