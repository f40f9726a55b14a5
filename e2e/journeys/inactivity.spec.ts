import { apiLogin, expect, expectAccessible, PLATFORM, STORAGE, test } from '../support/fixtures';
import { text } from '../support/locales';

test('a user idle for more than 15 minutes is logged out, told so, and Accept opens the login page', async ({
  page,
  baseURL,
}) => {
  await page.clock.install();
  const session = await apiLogin('trader@demo.example');
  await page.addInitScript(
    ([keys, s]) => {
      if (window.sessionStorage.getItem('e2e-session-set')) return;
      window.localStorage.setItem(keys.token, s.token);
      window.localStorage.setItem(keys.refreshToken, s.refreshToken);
      window.sessionStorage.setItem('e2e-session-set', '1');
    },
    [STORAGE, session] as const,
  );
  await page.goto('/');
  const accountMenu = page.getByRole('button', { name: text('es', 'layout', 'account.menu') });
  await expect(accountMenu).toBeVisible();
  const dialog = page.getByRole('dialog', { name: text('es', 'session', 'inactivity.session') });

  // Ten idle minutes: still logged in.
  await page.clock.fastForward('10:00');
  await expect(accountMenu).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Sixteen: the session ends and the modal says why.
  await page.clock.fastForward('06:00');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text('es', 'session', 'inactivity.inactivity'));
  await expectAccessible(page);

  await dialog.getByRole('button', { name: text('es', 'session', 'inactivity.accept') }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(dialog).toHaveCount(0);
  const stored = await page.evaluate(
    (keys) => [localStorage.getItem(keys.token), localStorage.getItem(keys.refreshToken)],
    STORAGE,
  );
  expect(stored).toEqual([null, null]);

  // The logout revoked the session on the server too: its refresh token renews nothing.
  const refresh = await fetch(`${baseURL}/api/user/refreshToken`, {
    method: 'POST',
    headers: { platform: PLATFORM, lng: 'en', 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken: session.refreshToken }),
  });
  expect(((await refresh.json()) as { status: number }).status).toBe(0);
});
