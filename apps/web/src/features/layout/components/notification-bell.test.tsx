import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { logIn, makeClaims } from '../../../test/tokens';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { sessionHandlers } from '../../session/test/session-handlers';
import { STORAGE_KEYS } from '../../../lib/storage';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));
const NOTIFICATIONS = apiUrl('/platform/projectCompanyTransfer/notifications');

describe('notification bell', () => {
  it('fetches the count at start, shows it as a badge and links to the transfer history', async () => {
    server.use(
      http.get(NOTIFICATIONS, () =>
        HttpResponse.json({ status: 1, codeMessages: [], notifications: 3 }),
      ),
    );
    logIn(makeClaims('owner'));
    renderApp({ path: '/' });
    // The first answer waits for the contract's schema chunk: slow on a busy machine.
    const bell = await screen.findByRole(
      'link',
      { name: 'Notifications: 3 unread' },
      { timeout: 5_000 },
    );
    expect(bell).toHaveAttribute('href', '/historical-transfer');
    expect(screen.getByTestId('notification-count')).toHaveTextContent('3');
    expect(window.localStorage.getItem(STORAGE_KEYS.notificationsCount)).toBe('3');
  });

  it('counts 0 and shows no badge when the count cannot be fetched', async () => {
    server.use(
      http.get(NOTIFICATIONS, () =>
        HttpResponse.json({ status: 0, codeMessages: [] }, { status: 500 }),
      ),
    );
    window.localStorage.setItem(STORAGE_KEYS.notificationsCount, '9');
    logIn(makeClaims('owner'));
    renderApp({ path: '/' });
    await waitFor(() =>
      expect(window.localStorage.getItem(STORAGE_KEYS.notificationsCount)).toBe('0'),
    );
    expect(
      await screen.findByRole('link', { name: 'Notifications: 0 unread' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
  });

  it('is not shown without a session', async () => {
    renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
  });
});
