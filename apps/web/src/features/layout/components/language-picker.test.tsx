import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
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
