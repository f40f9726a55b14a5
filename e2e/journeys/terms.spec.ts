import { DEMO_PASSWORD, expect, expectAccessible, test } from '../support/fixtures';
import { text } from '../support/locales';
import { collectErrors, solveCaptchaWidget } from '../support/page-checks';

const auth = (key: string) => text('es', 'auth', key);

/*
 * new@demo.example is the demo company that has accepted no terms yet; this
 * journey accepts them, so it runs once per fresh server (as every e2e run is).
 */
test('the first login asks for the terms, and accepting them opens the session', async ({
  page,
  navigate,
}) => {
  const errors = collectErrors(page);
  await navigate('/login');
  const form = page.getByRole('main');
  await form.getByLabel(auth('login.email')).fill('new@demo.example');
  await form.getByLabel(auth('login.password')).fill(DEMO_PASSWORD);
  await solveCaptchaWidget(form);
  await form.getByRole('button', { name: auth('login.submit') }).click();

  const modal = page.getByRole('dialog', { name: auth('terms.title') });
  await expect(modal).toBeVisible();
  // Until the terms are accepted the session lives only in memory.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await modal.getByRole('button', { name: auth('terms.continue') }).click();
  await expect(modal.getByText(auth('terms.required.terms'))).toBeVisible();
  await expect(modal.getByText(auth('terms.required.habeas'))).toBeVisible();

  const readTerms = modal.getByRole('button', { name: /^Leer: / }).first();
  await readTerms.click();
  const terms = modal.getByTestId('terms-text');
  await expect(terms).toBeVisible();
  await expect(terms).toHaveCSS('font-size', '11px');
  await expect(terms).toHaveCSS('max-height', '500px');
  // The server's headings scale with the 11 px text: a little larger, never the page's heading sizes.
  const headingSizesPx = await terms
    .getByRole('heading')
    .evaluateAll((headings) => headings.map((h) => parseFloat(getComputedStyle(h).fontSize)));
  expect(headingSizesPx.length).toBeGreaterThan(0);
  for (const sizePx of headingSizesPx) {
    expect(sizePx).toBeGreaterThanOrEqual(11);
    expect(sizePx).toBeLessThanOrEqual(14.5);
  }
  await expectAccessible(page);

  await modal.getByLabel(auth('terms.accept.terms')).check();
  await modal.getByLabel(auth('terms.accept.habeas')).check();
  await modal.getByRole('button', { name: auth('terms.continue') }).click();

  // The spec sends an accepted login to /my-projects; a company without
  // permits (new@ is not approved yet) may not see that page: the guard says so.
  await expect(page).toHaveURL(/\/my-projects$/);
  await expect(
    page.getByRole('heading', { level: 1, name: text('es', 'errors', 'notAllowed.title') }),
  ).toBeVisible();
  await expect(modal).toHaveCount(0);
  // The dialog left nothing behind: the page scrolls again.
  await expect(page.locator('body')).not.toHaveClass(/modal-open/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy();
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
