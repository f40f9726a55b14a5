import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';

test('the language is Spanish by default, and a choice is kept across reloads', async ({
  page,
  navigate,
}) => {
  await navigate('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('heading', { name: text('es', 'layout', 'newsletter.title') }),
  ).toBeVisible();

  await page.getByRole('button', { name: /Idioma/ }).click();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'English' }).click(),
  ]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('heading', { name: text('en', 'layout', 'newsletter.title') }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lng'))).toBe('en');

  await page.reload();
  await expect(
    page.getByRole('heading', { name: text('en', 'layout', 'newsletter.title') }),
  ).toBeVisible();

  await page.getByRole('button', { name: /Language/ }).click();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'Português' }).click(),
  ]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(
    page.getByRole('heading', { name: text('pt', 'layout', 'newsletter.title') }),
  ).toBeVisible();
});
