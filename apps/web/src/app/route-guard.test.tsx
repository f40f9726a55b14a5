import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { logIn, makeClaims } from '../test/tokens';
import { setupMswServer } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { clearTokens } from '../lib/session';
import { STORAGE_KEYS } from '../lib/storage';
import { createMarketTradingBackend } from '../features/markets/test/market-trading-handlers';

const server = setupMswServer();

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('route guards in the browser', () => {
  it('sends a visitor of a logged-in route to /login and remembers where they were going', async () => {
    const { router } = renderApp({ path: '/my-company?tab=billing' });
    expect(await heading('Log in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(STORAGE_KEYS.goBackPath)).toBe('/my-company?tab=billing');
  });

  it('sends a logged-in user from /login to the home page', async () => {
    logIn(makeClaims('owner'));
    const { router } = renderApp({ path: '/login' });
    // A logged-in user's home is their company's dashboard.
    expect(await heading('Hello, Ana owner')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the not-allowed page on a route the account type does not grant', async () => {
    logIn(makeClaims('certifier'));
    const { router } = renderApp({ path: '/my-positions' });
    expect(await heading('You do not have access to this page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-positions');
  });

  it('shows a granted screen with the route’s title', async () => {
    server.use(...createMarketTradingBackend().handlers);
    logIn(makeClaims('owner'));
    renderApp({ path: '/trading-polygon' });
    expect(await heading('Polygon')).toBeInTheDocument();
    expect(
      await screen.findByText("Link your company's account on Polygon first"),
    ).toBeInTheDocument();
  });

  it('tells the public certificate page (one segment) from the retire screen', async () => {
    const { router } = renderApp({ path: '/emit-certification/42' });
    expect(await heading('Retirement certificate')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/emit-certification/42');
  });

  it.each(['/404', '/no/such/page'])('shows the not-found page at %s', async (path) => {
    renderApp({ path });
    expect(await heading('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('goes to /login without remembering the page when the session ends on it', async () => {
    logIn(makeClaims('owner'));
    const { router } = renderApp({ path: '/my-projects' });
    expect(await heading('My projects')).toBeInTheDocument();
    clearTokens();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(STORAGE_KEYS.goBackPath)).toBeNull();
  });
});
