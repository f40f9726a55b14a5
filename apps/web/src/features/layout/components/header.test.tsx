import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { userEvent } from '@testing-library/user-event';
import { logIn, makeClaims, makeToken } from '../../../test/tokens';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { STORAGE_KEYS } from '../../../lib/storage';
import { renderApp } from '../../../test/render-app';
import { sessionHandlers } from '../../session/test/session-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

const TRADING = ['CBL Markets', 'RCC', 'Polygon', 'Chia', 'BNZ X', 'Tolam', 'Tanager'];
const TRADING_PATHS = [
  '/TradingCbl',
  '/trading-rcc',
  '/trading-polygon',
  '/TradingChia',
  '/trading-bnz',
  '/trading-tolam',
  '/trading-tanager',
];

describe('header menus', () => {
  it('opens the Trading menu with the seven markets and their routes', async () => {
    logIn(makeClaims('trader'));
    renderApp({ path: '/' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Trading' }));
    const links = within(document.getElementById('nav-trading-menu') ?? document.body).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.textContent)).toEqual(TRADING);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(TRADING_PATHS);
  });

  it('gives a certifier System administration and no Trading', async () => {
    logIn(makeClaims('certifier'));
    renderApp({ path: '/' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'System administration' }));
    expect(screen.getByRole('link', { name: 'System accounts' })).toHaveAttribute(
      'href',
      '/system-accounts',
    );
    expect(screen.getByRole('link', { name: 'Credit management' })).toHaveAttribute(
      'href',
      '/credit-management',
    );
    expect(screen.getByRole('link', { name: 'Invoicing' })).toHaveAttribute('href', '/invoicing');
    expect(screen.queryByRole('button', { name: 'Trading' })).not.toBeInTheDocument();
  });

  it('offers project conversion to an owner but not to a developer', async () => {
    logIn(makeClaims('developer'));
    const { unmount } = renderApp({ path: '/' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Projects' }));
    expect(screen.getByRole('link', { name: 'New project' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New project conversion' })).not.toBeInTheDocument();
    unmount();
    logIn(makeClaims('owner'));
    renderApp({ path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Projects' }));
    expect(screen.getByRole('link', { name: 'New project conversion' })).toHaveAttribute(
      'href',
      '/new-project-conversion',
    );
  });

  it('navigates from a menu entry, closes the menu and marks the group of the current page', async () => {
    logIn(makeClaims('owner'));
    const { router } = renderApp({ path: '/' });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Positions' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'My positions' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My positions' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-positions');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveClass('active');
  });

  it('closes a menu with Escape and gives the focus back to its button', async () => {
    logIn(makeClaims('owner'));
    renderApp({ path: '/' });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Transactions' });
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Transfer credits' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Transfer credits' })).not.toBeInTheDocument();
  });

  it('closes a menu on a click outside it', async () => {
    logIn(makeClaims('owner'));
    renderApp({ path: '/' });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Transactions' });
    await user.click(toggle);
    await user.click(await screen.findByRole('heading', { level: 1 }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes the small-screen menu with its toggle', async () => {
    renderApp({ path: '/' });
    const user = userEvent.setup();
    const toggler = await screen.findByRole('button', { name: 'Show or hide the menu' });
    await user.click(toggler);
    expect(toggler).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('main-navbar')).toHaveClass('show');
    await user.click(toggler);
    expect(toggler).toHaveAttribute('aria-expanded', 'false');
  });

  it('walks a menu with the arrow keys, the page never scrolling', async () => {
    logIn(makeClaims('trader'));
    renderApp({ path: '/' });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Trading' });
    toggle.focus();
    const isScrollPrevented = vi.fn();
    window.addEventListener('keydown', (event) => isScrollPrevented(event.defaultPrevented), {
      once: true,
    });
    await user.keyboard('{ArrowDown}');
    expect(isScrollPrevented).toHaveBeenCalledWith(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'CBL Markets' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'RCC' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Tanager' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'CBL Markets' })).toHaveFocus();
  });

  it('closes the small-screen menu with Escape, back on its toggle', async () => {
    logIn(makeClaims('owner'));
    renderApp({ path: '/' });
    const user = userEvent.setup();
    const toggler = await screen.findByRole('button', { name: 'Show or hide the menu' });
    await user.click(toggler);
    const transactions = await screen.findByRole('button', { name: 'Transactions' });
    await user.click(transactions);
    await user.keyboard('{ArrowDown}');
    // The first Escape closes the dropdown only; the panel stays open.
    await user.keyboard('{Escape}');
    expect(transactions).toHaveAttribute('aria-expanded', 'false');
    expect(transactions).toHaveFocus();
    expect(toggler).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggler).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('main-navbar')).not.toHaveClass('show');
    expect(toggler).toHaveFocus();
  });
});

describe('menu reload', () => {
  it('reads the claims and fetches the notifications count again 1 s after the page mounts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let counts = 0;
    server.use(
      http.get(apiUrl('/platform/projectCompanyTransfer/notifications'), () => {
        counts += 1;
        return HttpResponse.json({ status: 1, codeMessages: [], notifications: counts });
      }),
    );
    logIn(makeClaims('owner'));
    renderApp({ path: '/' });
    expect(await screen.findByRole('button', { name: 'Trading' })).toBeInTheDocument();
    await waitFor(() => expect(counts).toBe(1));
    // A token written without telling the page (no storage event in the same tab).
    window.localStorage.setItem(
      STORAGE_KEYS.accessToken,
      makeToken(makeClaims('certifier', { userHash: 'hash-owner' })),
    );
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('button', { name: 'Trading' })).toBeInTheDocument();
    expect(counts).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(
      await screen.findByRole('button', { name: 'System administration' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Trading' })).not.toBeInTheDocument();
    await waitFor(() => expect(counts).toBe(2));
    expect(await screen.findByRole('button', { name: 'Notifications: 2 unread' })).toBeVisible();
  });
});
