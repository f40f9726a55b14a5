import { describe, expect, it, vi } from 'vitest';
import { loadResources } from '../test/test-i18n';
import { initI18n, STARTUP_NAMESPACES } from './i18n';
import { browserLocation } from './browser-location';
import { changeLanguage, readLanguage } from './language';
import { STORAGE_KEYS } from './storage';

describe('initI18n', () => {
  it('loads the startup namespaces of the stored language from /locales/{lng}/{ns}.json, retrying 5 times from 350 ms', async () => {
    window.localStorage.setItem(STORAGE_KEYS.language, 'pt');
    const resources = loadResources();
    const requested: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      requested.push(url);
      const [, lng = '', ns = ''] = /^\/locales\/(\w+)\/(\w+)\.json$/.exec(url) ?? [];
      return Promise.resolve(
        new Response(JSON.stringify(resources[lng]?.[ns] ?? {}), { status: 200 }),
      );
    });
    try {
      const instance = await initI18n();
      expect(requested.sort()).toEqual(
        STARTUP_NAMESPACES.map((ns) => `/locales/pt/${ns}.json`).sort(),
      );
      expect(instance.t('layout:newsletter.submit')).toBe('Inscrever-me');
      expect(instance.options.maxRetries).toBe(5);
      expect(instance.options.retryTimeout).toBe(350);
      expect(document.documentElement.lang).toBe('pt');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('falls back to es without a stored choice, and ignores an unsupported one', () => {
    expect(readLanguage()).toBe('es');
    window.localStorage.setItem(STORAGE_KEYS.language, 'fr');
    expect(readLanguage()).toBe('es');
  });
});

describe('changeLanguage', () => {
  it('stores the choice and reloads the page', () => {
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    changeLanguage('en');
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    expect(reload).toHaveBeenCalledOnce();
  });
});
