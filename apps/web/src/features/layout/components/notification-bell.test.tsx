import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AccountType } from '@registry/contract/auth/account-type';
import { logIn, makeClaims } from '../../../test/tokens';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { sessionHandlers } from '../../session/test/session-handlers';
import { STORAGE_KEYS } from '../../../lib/storage';
import {
  answerLatestNotifications,
  answerMarkRead,
  SAMPLE_NOTIFICATIONS,
} from '../test/notifications-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));
const NOTIFICATIONS = apiUrl('/platform/projectCompanyTransfer/notifications');

function answerCount(notifications: number) {
  server.use(
    http.get(NOTIFICATIONS, () =>
      HttpResponse.json({ status: 1, codeMessages: [], notifications }),
    ),
  );
}

/** The bell's button, once the count arrived (the first answer waits for a schema chunk). */
const findBell = (count: number) =>
  screen.findByRole('button', { name: `Notifications: ${count} unread` }, { timeout: 5_000 });

function openAs(typeAccount: AccountType, latest = answerLatestNotifications()) {
  server.use(latest.handler);
  logIn(makeClaims(typeAccount));
  renderApp({ path: '/404' });
  return { ...latest, user: userEvent.setup() };
}

describe('notification bell', () => {
  it('fetches the count at start and shows it as a badge on a closed menu', async () => {
    answerCount(3);
    const { calls } = openAs('owner');
    const bell = await findBell(3);
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('notification-count')).toHaveTextContent('3');
    expect(window.localStorage.getItem(STORAGE_KEYS.notificationsCount)).toBe('3');
    // The list is asked for only when the bell is opened.
    expect(calls.count).toBe(0);
  });

  it('opens the latest notifications, unread ones marked, and a see-all link to the transfer history', async () => {
    answerCount(1);
    const { user, calls } = openAs('owner');
    const bell = await findBell(1);
    await user.click(bell);
    const menu = within(document.getElementById(bell.getAttribute('aria-controls') ?? '')!);
    const items = await screen.findAllByTestId('notification-menu-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Unread: You have a new notification\./),
      expect.stringMatching(/^You have a new notification\./),
    ]);
    expect(calls.count).toBe(1);
    const seeAll = menu.getByRole('link', { name: 'See all' });
    expect(seeAll).toHaveAttribute('href', '/historical-transfer');
    await user.click(seeAll);
    await waitFor(() => expect(bell).toHaveAttribute('aria-expanded', 'false'));
  });

  it.each(['certifier', 'gov'] as const)(
    'leads a %s, who may not open the transfer history, to the notifications page',
    async (typeAccount) => {
      const { user } = openAs(typeAccount);
      await user.click(await findBell(0));
      expect(await screen.findAllByTestId('notification-menu-item')).toHaveLength(2);
      expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute(
        'href',
        '/notifications',
      );
    },
  );

  it("says a project's new state, and opening it leads to the project, read", async () => {
    answerCount(1);
    const marking = answerMarkRead(0);
    server.use(marking.handler);
    const { user } = openAs(
      'certifier',
      answerLatestNotifications([
        {
          id: 12,
          kind: 'projectTransition',
          payload: { projectId: 7, name: 'Manglares de Tumaco', state: 'submitted' },
          createdAt: '2026-03-02T10:00:00.000Z',
          isRead: false,
        },
      ]),
    );
    const bell = await findBell(1);
    await user.click(bell);
    const link = await screen.findByRole('link', {
      name: /The project “Manglares de Tumaco” is now: Submitted\./,
    });
    expect(link).toHaveAttribute('href', '/projects/7');
    await user.click(link);
    await waitFor(() => expect(marking.bodies).toEqual([{ ids: [12] }]));
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('tells the receiver which credits arrived and from whom', async () => {
    answerCount(1);
    const { user } = openAs(
      'trader',
      answerLatestNotifications([
        {
          id: 9,
          kind: 'creditsReceived',
          payload: {
            name: 'Manglares de Cispatá',
            tonnes: 30,
            quantityKg: 30000,
            sender: 'Bosques S.A.S.',
          },
          createdAt: '2026-03-02T10:00:00.000Z',
          isRead: false,
        },
      ]),
    );
    await user.click(await findBell(1));
    const [item] = await screen.findAllByTestId('notification-menu-item');
    expect(item).toHaveTextContent(
      'Bosques S.A.S. transferred 30 t of “Manglares de Cispatá” to your company.',
    );
    expect(within(item!).getByRole('link')).toHaveAttribute(
      'href',
      '/historical-transfer?direction=received',
    );
  });

  it('tells a company of its review and its invoices, each leading to where it acts', async () => {
    answerCount(4);
    const { user } = openAs(
      'owner',
      answerLatestNotifications(
        (
          [
            {
              kind: 'companyReview',
              payload: { action: 'suspend', company: 'Bosques S.A.S.', reason: 'Unpaid fees.' },
            },
            {
              kind: 'invoiceRaised',
              payload: { invoiceId: 7, company: 'Bosques S.A.S.', total: '595.00 USD' },
            },
            {
              kind: 'invoiceRefused',
              payload: {
                invoiceId: 7,
                number: 'CR-INV-2026-7',
                company: 'Bosques S.A.S.',
                reason: 'No reference.',
              },
            },
            {
              kind: 'invoiceProof',
              payload: {
                invoiceId: 8,
                number: 'CR-INV-2026-8',
                company: 'Bosques S.A.S.',
                reason: '',
              },
            },
          ] as { kind: string; payload: Record<string, string | number> }[]
        ).map((notification, index) => ({
          ...notification,
          id: 20 + index,
          createdAt: '2026-11-28T10:00:00.000Z',
          isRead: false,
        })),
      ),
    );
    await user.click(await findBell(4));
    const items = await screen.findAllByTestId('notification-menu-item');
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/my-company',
      '/invoicing',
      '/invoicing',
      '/payment-pending-confirm',
    ]);
    expect(items[1]).toHaveTextContent('A new invoice of 595.00 USD was issued to Bosques S.A.S.');
    expect(items[3]).toHaveTextContent(
      'The proof of payment of invoice CR-INV-2026-8 of Bosques S.A.S. waits for confirmation.',
    );
    expect(items[0]).toHaveTextContent('Bosques S.A.S. was suspended: Unpaid fees.');
    expect(items[2]).toHaveTextContent('was not accepted: No reference.');
  });

  it("tells how a market move ended and leads to that market's screen", async () => {
    answerCount(2);
    const move = (id: number, payload: Record<string, string | number>) => ({
      id,
      kind: 'marketMove',
      payload: {
        market: 'polygon',
        marketName: 'Polygon',
        tonnes: 10,
        serial: 'CR-1-10',
        ...payload,
      },
      createdAt: '2026-11-28T10:00:00.000Z',
      isRead: false,
    });
    const { user } = openAs(
      'owner',
      answerLatestNotifications([
        move(30, { outcome: 'inConfirmed', state: 'confirmed' }),
        move(31, {
          outcome: 'outFailed',
          state: 'failed',
          market: 'chia',
          marketName: 'Chia',
          tonnes: 1234.5,
        }),
      ]),
    );
    await user.click(await findBell(2));
    const items = await screen.findAllByTestId('notification-menu-item');
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/trading-polygon',
      '/TradingChia',
    ]);
    expect(items[0]).toHaveTextContent(
      "Polygon confirmed 10 t of CR-1-10: they are in your company's account there.",
    );
    expect(items[1]).toHaveTextContent(
      "Chia did not return 1,234.5 t of CR-1-10: the credits are still in your company's account on Chia.",
    );
  });

  it('says so when there is no notification', async () => {
    const { user } = openAs('owner', answerLatestNotifications([]));
    await user.click(await findBell(0));
    expect(await screen.findByTestId('notification-menu-empty')).toHaveTextContent(
      'You have no notifications.',
    );
  });

  it('shows an error line when the list cannot be loaded', async () => {
    const { user } = openAs('owner', answerLatestNotifications('refused'));
    await user.click(await findBell(0));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The notifications could not be loaded. Try again later.',
    );
  });

  it('works from the keyboard: Enter opens, Escape closes and gives the focus back', async () => {
    const { user } = openAs('owner');
    const bell = await findBell(0);
    bell.focus();
    await user.keyboard('{Enter}');
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await screen.findAllByTestId('notification-menu-item');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });

  it('marks them all read: the badge goes, the list shows them read, the focus is back on the bell', async () => {
    answerCount(1);
    const marking = answerMarkRead(0);
    server.use(marking.handler);
    const { user } = openAs('owner');
    const bell = await findBell(1);
    await user.click(bell);
    await screen.findAllByTestId('notification-menu-item');
    server.use(
      answerLatestNotifications(SAMPLE_NOTIFICATIONS.map((n) => ({ ...n, isRead: true }))).handler,
    );
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    const readBell = await findBell(0);
    // The menu closes once the call is done, a moment after the badge goes.
    await waitFor(() => expect(readBell).toHaveFocus());
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.notificationsCount)).toBe('0');
    expect(marking.bodies).toEqual([{}]);
    await user.click(bell);
    await waitFor(() =>
      expect(
        screen.getAllByTestId('notification-menu-item').map((item) => item.textContent),
      ).toEqual([
        expect.stringMatching(/^You have a new notification\./),
        expect.stringMatching(/^You have a new notification\./),
      ]),
    );
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('says so in the menu when they cannot be marked read, and keeps the count', async () => {
    answerCount(1);
    server.use(answerMarkRead('refused').handler);
    const { user } = openAs('owner');
    await user.click(await findBell(1));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'They could not be marked as read. Try again.',
    );
    expect(screen.getByTestId('notification-count')).toHaveTextContent('1');
  });

  it('counts 0 and shows no badge when the count cannot be fetched', async () => {
    server.use(
      http.get(NOTIFICATIONS, () =>
        HttpResponse.json({ status: 0, codeMessages: [] }, { status: 500 }),
      ),
    );
    window.localStorage.setItem(STORAGE_KEYS.notificationsCount, '9');
    openAs('owner');
    await waitFor(() =>
      expect(window.localStorage.getItem(STORAGE_KEYS.notificationsCount)).toBe('0'),
    );
    expect(await findBell(0)).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
  });

  it('is not shown without a session', async () => {
    renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
  });
});
