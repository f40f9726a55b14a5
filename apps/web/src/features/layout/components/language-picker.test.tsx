import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { browserLocation } from '../../../lib/browser-location';
import { STORAGE_KEYS } from '../../../lib/storage';

setupMswServer();

describe('language picker', () => {
  it('offers English, Español and Português, marking the current language', async () => {
    renderApp({ path: '/', language: 'es' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Idioma: Español' }));
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Português' })).not.toHaveAttribute('aria-current');
  });

  it('stores the chosen language and reloads the page', async () => {
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    renderApp({ path: '/', language: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('button', { name: 'Português' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('pt');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps the focus on its toggle through the reload, chosen with the keyboard', async () => {
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    const { unmount } = renderApp({ path: '/', language: 'en' });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Language: English' });
    toggle.focus();
    await user.keyboard('{ArrowDown}{End}');
    expect(screen.getByRole('button', { name: 'Português' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(reload).toHaveBeenCalledOnce();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The reloaded page, in the new language: the focus is back on the toggle, once.
    unmount();
    const reloadedView = renderApp({ path: '/', language: 'pt' });
    const reloaded = await screen.findByRole('button', { name: 'Idioma: Português' });
    await waitFor(() => expect(reloaded).toHaveFocus());
    reloadedView.unmount();
    renderApp({ path: '/', language: 'pt' });
    await screen.findByRole('button', { name: 'Idioma: Português' });
    expect(document.body).toHaveFocus();
  });

  it('does nothing when the current language is chosen again', async () => {
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    renderApp({ path: '/', language: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'English' })).not.toBeInTheDocument();
  });
});
