import { http, HttpResponse } from 'msw';
import type { MovementRow } from '@registry/contract/ledger/ledger-history';
import type { NotificationItem } from '@registry/contract/notifications/list-latest-notifications';
import { createNotificationsBackend } from '../../notifications/test/notifications-handlers';
import { apiUrl } from '../../../test/msw-server';
import { positionsAnswer } from '../../positions/test/positions-answer';

const ok = (data: object = {}) => HttpResponse.json({ status: 1, codeMessages: [], ...data });

const OWN_MAIN = {
  accountId: 20,
  kind: 'main' as const,
  name: '',
  companyId: 10,
  companyName: 'owner Company S.A.S.',
  isOwn: true,
};
const TRADER_MAIN = {
  accountId: 40,
  kind: 'main' as const,
  name: '',
  companyId: 40,
  companyName: 'Mercado de Carbono Trading S.A.S.',
  isOwn: false,
};

/** A movement of the company: 10 t of Manglares de Tumaco received from the trader, unless told otherwise. */
export function movementRow(overrides: Partial<MovementRow> = {}): MovementRow {
  return {
    id: 1,
    kind: 'transfer',
    project: { id: 7, name: 'Manglares de Tumaco', code: 'CO-0007' },
    issuanceId: 3,
    serial: 'CR-CERCARBONO-CO-0007-2024-1-1-10',
    quantityKg: 10_000,
    direction: 'received',
    counterpartyName: 'Mercado de Carbono Trading S.A.S.',
    from: TRADER_MAIN,
    to: OWN_MAIN,
    createdAt: '2026-03-02T15:30:00.000Z',
    ...overrides,
  };
}

export const SIDES = { OWN_MAIN, TRADER_MAIN };

/** The company's openings file (GET .../openings without its envelope). */
export const OPENINGS_FILE = {
  origin: 'registry.example/log',
  companyId: 10,
  openings: [
    {
      movementId: 3,
      blockId: 12,
      commitment: 'a'.repeat(64),
      accountId: 20,
      salt: 'b'.repeat(32),
    },
  ],
};

/** A "credits received" notification of the movement. */
export function receivedNotification(
  movementId: number,
  overrides: Partial<NotificationItem> = {},
): NotificationItem {
  return {
    id: 500 + movementId,
    kind: 'creditsReceived',
    payload: {
      movementId,
      projectId: 7,
      name: 'Manglares de Tumaco',
      code: 'CO-0007',
      quantityKg: 10_000,
      tonnes: 10,
      sender: 'Mercado de Carbono Trading S.A.S.',
    },
    createdAt: '2026-03-02T15:30:00.000Z',
    isRead: false,
    ...overrides,
  };
}

/**
 * The history API in memory: `movements` newest first, `pageSize` a page,
 * filtered as the API filters; every query string it was asked is kept;
 * the notifications turn read when marked so.
 */
export function createHistoryBackend(
  movements: MovementRow[],
  {
    pageSize = 50,
    notifications = [],
  }: { pageSize?: number; notifications?: NotificationItem[] } = {},
) {
  const queries: URLSearchParams[] = [];
  const state = { failHistory: false, failNotifications: false, failOpenings: false };
  // The notifications the bell counts; `marked` keeps the ids each "mark as read" named (undefined: all).
  const { handlers: notificationHandlers, marked } = createNotificationsBackend(notifications, {
    shouldFail: () => state.failNotifications,
  });
  const handlers = [
    ...notificationHandlers,
    http.get(apiUrl('/platform/projectCompanyTransfer/historic'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      if (state.failHistory) {
        return HttpResponse.json(
          { status: 0, codeMessages: [{ codeMessage: 'ERROR_INTERNAL', message: '' }] },
          { status: 500 },
        );
      }
      const cursor = Number(query.get('cursor') ?? Infinity);
      const matching = movements.filter(
        (movement) =>
          movement.id < cursor &&
          (!query.get('projectId') || String(movement.project.id) === query.get('projectId')) &&
          (!query.get('direction') || movement.direction === query.get('direction')) &&
          (!query.get('kind') || movement.kind === query.get('kind')) &&
          (!query.get('from') || movement.createdAt.slice(0, 10) >= query.get('from')!) &&
          (!query.get('to') || movement.createdAt.slice(0, 10) <= query.get('to')!),
      );
      const page = matching.slice(0, pageSize);
      return ok({
        movements: page,
        nextCursor: matching.length > pageSize ? (page.at(-1)?.id ?? null) : null,
      });
    }),
    http.get(apiUrl('/platform/projectCompanyTransfer/positions'), ({ request }) =>
      HttpResponse.json(positionsAnswer([], request.url)),
    ),
    http.get(apiUrl('/platform/projectCompanyTransfer/openings'), () =>
      state.failOpenings
        ? HttpResponse.json(
            {
              status: 0,
              codeMessages: [{ codeMessage: 'ERROR_INTERNAL', message: 'Something failed.' }],
            },
            { status: 500 },
          )
        : ok(OPENINGS_FILE),
    ),
  ];
  return { handlers, queries, state, marked };
}
