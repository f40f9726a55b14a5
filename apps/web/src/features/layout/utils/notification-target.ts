import type { TokenClaims } from '@registry/contract/auth/token-claims';
import type { NotificationItem } from '@registry/contract/notifications/list-latest-notifications';
import { isGranted } from '../../../lib/access';
import { TRADING_PAGES } from '../../markets/utils/market-pages';
import {
  INVOICING_PATH,
  NOTIFICATIONS_PAGE_PATH,
  NOTIFICATIONS_TARGET_PATH,
  PAYMENTS_PATH,
} from '../../../lib/paths';

/** Where "see all" leads: the transfer history for who may open it, else the notifications page. */
export function seeAllPath(claims: TokenClaims): string {
  return isGranted('transfer', claims) ? NOTIFICATIONS_TARGET_PATH : NOTIFICATIONS_PAGE_PATH;
}

const idOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/**
 * Where a notification leads: a project's move to the project's page (where
 * each party finds what to do), a public comment to the project's comments,
 * credits received to the history's received movements of that project, a
 * company review to My Company, an invoice's step to the invoices (a proof
 * waiting, to the payments waiting for confirmation), a market move to that
 * market's trading screen. Null
 * for a kind with nowhere to go.
 */
export function notificationTarget(notification: Pick<NotificationItem, 'kind' | 'payload'>) {
  const projectId = idOf(notification.payload.projectId);
  switch (notification.kind) {
    case 'projectTransition':
      return projectId ? `/projects/${projectId}` : null;
    case 'projectComment':
      return projectId ? `/project-comment-list/${projectId}` : null;
    case 'creditsReceived':
      return projectId
        ? `/historical-transfer?projectId=${projectId}&direction=received`
        : '/historical-transfer?direction=received';
    case 'companyReview':
      return '/my-company';
    case 'invoiceProof':
      return PAYMENTS_PATH;
    case 'invoiceRaised':
    case 'invoicePaid':
    case 'invoiceRefused':
    case 'invoiceVoided':
      return INVOICING_PATH;
    case 'marketMove':
      return (
        TRADING_PAGES.find((page) => page.market === notification.payload.market)?.path ?? null
      );
    default:
      return null;
  }
}
