import type { Page } from '@playwright/test';
import { expect, STORAGE, test } from '../support/fixtures';
import { text } from '../support/locales';

const HERO = text('es', 'home', 'hero.title');

/** The page as index.html brings it, before (here: without) any of its scripts. */
async function withoutScripts(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
}

test('a visitor reads the front page before its scripts have run, and the app takes it over', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await withoutScripts(page);
  await page.goto('/');
  // index.html's own script ran under the CSP (by its hash) and kept the page for this visitor.
  await expect(page.locator('h1', { hasText: HERO })).toBeVisible();
  await expect(
    page.getByRole('link', { name: text('es', 'home', 'hero.browseProjects') }),
  ).toBeVisible();
  expect(await page.locator('html').getAttribute('data-prerender')).toBeNull();

  // With its scripts, the app renders the same page over it: one heading, now the app's.
  await page.unrouteAll();
  await page.reload();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  await page.getByRole('link', { name: text('es', 'home', 'hero.browseProjects') }).click();
  await expect(page).toHaveURL(/\/projects-list$/);
  expect(refused).toEqual([]);
});

test('the prerendered front page never shows on another page, in another language or with a session', async ({
  page,
}) => {
  await withoutScripts(page);
  await page.goto('/login');
  await expect(page.locator('[data-prerendered]')).toBeHidden();
  expect(await page.locator('html').getAttribute('data-prerender')).toBe('off');

  await page.evaluate((key) => window.localStorage.setItem(key, 'en'), STORAGE.language);
  await page.goto('/');
  await expect(page.locator('[data-prerendered]')).toBeHidden();
  await expect(page.locator('h1', { hasText: HERO })).toBeHidden();

  await page.evaluate(
    ([language, token]) => {
      window.localStorage.removeItem(language);
      window.localStorage.setItem(token, 'a.stored.session');
    },
    [STORAGE.language, STORAGE.token] as const,
  );
  await page.goto('/');
  await expect(page.locator('h1', { hasText: HERO })).toBeHidden();
});
