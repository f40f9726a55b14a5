import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { logIn, makeClaims } from '../test/tokens';
import { setupMswServer } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { STORAGE_KEYS } from '../lib/storage';

setupMswServer();

describe('the shell, logged out', () => {
  it('shows the home page with its landmarks, one h1, and Register and Log in', async () => {
    renderApp({ path: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Carbon Registry' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(banner.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(banner.queryByRole('button', { name: 'My account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse projects' })).toHaveAttribute(
      'href',
      '/projects-list',
    );
  });

  it('names the page in the document title', async () => {
    renderApp({ path: '/projects-list' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Projects · Carbon Registry'));
  });

  it('shows the home page at /info-register-projects with the steps to register a project', async () => {
    renderApp({ path: '/info-register-projects', language: 'es' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Cómo registrar un proyecto' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Cómo registrar un proyecto · Registro de Carbono'),
    );
  });
});

describe('the shell, logged in', () => {
  it('shows the menus of the session instead of Register and Log in', async () => {
    logIn(makeClaims('owner'));
    renderApp({ path: '/' });
    const banner = within(await screen.findByRole('banner'));
    expect(await banner.findByRole('button', { name: 'My account' })).toBeInTheDocument();
    for (const group of ['Projects', 'Positions', 'Transactions', 'Trading']) {
      expect(banner.getByRole('button', { name: group })).toBeInTheDocument();
    }
    expect(banner.queryByRole('button', { name: 'System administration' })).not.toBeInTheDocument();
    expect(banner.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('stores the time of the last key press or click', async () => {
    logIn(makeClaims('owner'));
    renderApp({ path: '/' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('heading', { level: 1 }));
    const first = Number(window.localStorage.getItem(STORAGE_KEYS.lastActivityAt));
    expect(first).toBeGreaterThan(0);
    await user.keyboard('{Tab}');
    expect(Number(window.localStorage.getItem(STORAGE_KEYS.lastActivityAt))).toBeGreaterThanOrEqual(
      first,
    );
  });
});
