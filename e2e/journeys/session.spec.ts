import type { Page } from '@playwright/test';
import { apiLogin, expect, expectAccessible, STORAGE, test } from '../support/fixtures';
import { text } from '../support/locales';

/** Puts these values in storage before the app's first load (and only then). */
async function storeBeforeLoad(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (window.sessionStorage.getItem('e2e-storage-set')) return;
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    window.sessionStorage.setItem('e2e-storage-set', '1');
  }, values);
}

const readTokens = (page: Page) =>
  page.evaluate(
    (keys) => ({
      token: localStorage.getItem(keys.token),
      refreshToken: localStorage.getItem(keys.refreshToken),
    }),
    STORAGE,
  );

const accountMenu = (page: Page) =>
  page.getByRole('button', { name: text('es', 'layout', 'account.menu') });

test.describe('start-up of the session', () => {
  test('with only a refresh token in storage, the session is renewed and the page opens', async ({
    page,
  }) => {
    const session = await apiLogin('gov@demo.example');
    await storeBeforeLoad(page, { [STORAGE.refreshToken]: session.refreshToken });
    await page.goto('/my-company');
    await expect(accountMenu(page)).toBeVisible();
    await expect(page).toHaveURL(/\/my-company$/);
    const stored = await readTokens(page);
    expect(stored.token).toBeTruthy();
    expect(stored.refreshToken).toBeTruthy();
    expect(stored.refreshToken).not.toBe(session.refreshToken);
    await expectAccessible(page);
  });

  test('an invalid token in storage is cleared and the browser goes to /login', async ({
    page,
  }) => {
    const session = await apiLogin('generalaccount@demo.example');
    // Well-formed claims (the page could show them) under a signature the API did not make.
    const forged = `${session.token.slice(0, session.token.lastIndexOf('.') + 1)}${'A'.repeat(43)}`;
    await storeBeforeLoad(page, {
      [STORAGE.token]: forged,
      [STORAGE.refreshToken]: session.refreshToken,
    });
    await page.goto('/my-company');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('session-notice')).toHaveText(
      text('es', 'session', 'notices.sessionExpired'),
    );
    expect(await readTokens(page)).toEqual({ token: null, refreshToken: null });
    expect(await page.evaluate(() => localStorage.getItem('goBackPath'))).toBe('/my-company');
    await expect(accountMenu(page)).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe('/auth/{token}', () => {
  test('a valid token handed over by a linked platform signs in and opens the home page', async ({
    page,
  }) => {
    const session = await apiLogin('passivesubject@demo.example');
    await page.goto(`/auth/${session.token}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenu(page)).toBeVisible();
    expect(await readTokens(page)).toEqual({ token: session.token, refreshToken: null });
    await accountMenu(page).click();
    await expect(page.getByTestId('account-identity')).toContainText('passivesubject@demo.example');
  });

  test('an invalid token leads to the login page with a message', async ({ page }) => {
    await page.goto('/auth/not-a-token');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('session-notice')).toHaveText(
      text('es', 'session', 'notices.authTokenInvalid'),
    );
    expect(await readTokens(page)).toEqual({ token: null, refreshToken: null });
  });
});

test('a company without permits is told on My Company, once', async ({ page, login, navigate }) => {
  await login('new@demo.example');
  await navigate('/my-company');
  const modal = page.getByRole('dialog', {
    name: new RegExp(
      [
        text('es', 'session', 'noPermits.thanks.title'),
        text('es', 'session', 'noPermits.warning.title'),
      ].join('|'),
    ),
  });
  await expect(modal).toBeVisible();
  await expectAccessible(page);
  await modal.getByRole('button', { name: text('es', 'session', 'noPermits.close') }).click();
  await expect(modal).toHaveCount(0);
  await page.reload();
  await expect(accountMenu(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
