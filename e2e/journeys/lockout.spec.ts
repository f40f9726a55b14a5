import type { Locator } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { collectErrors, solveCaptchaWidget } from '../support/page-checks';

const auth = (key: string) => text('es', 'auth', key);

/** A demo login no other journey uses: this one locks it for 15 minutes. */
const EMAIL = 'retailaggregator@demo.example';

async function attempt(form: Locator, password: string): Promise<Locator> {
  await form.getByLabel(auth('login.password')).fill(password);
  await solveCaptchaWidget(form);
  await form.getByRole('button', { name: auth('login.submit') }).click();
  const failure = form.getByTestId('login-failure');
  await expect(failure).toBeVisible();
  return failure;
}

test('five wrong passwords show the attempts left, then the minutes to wait', async ({
  page,
  navigate,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await navigate('/login');
  const form = page.getByRole('main');
  await form.getByLabel(auth('login.email')).fill(EMAIL);

  for (const attemptsLeft of [4, 3, 2, 1]) {
    const failure = await attempt(form, 'Not-The-Password-1!');
    await expect(failure.getByTestId('login-attempts-left')).toHaveText(
      auth('login.attemptsLeft').replace('{{attempts}}', String(attemptsLeft)),
    );
    await expect(failure.getByTestId('login-minutes-left')).toHaveCount(0);
  }

  const locked = await attempt(form, 'Not-The-Password-1!');
  await expect(locked.getByTestId('login-minutes-left')).toHaveText(
    auth('login.minutesLeft').replace('{{minutes}}', '15'),
  );
  await expect(locked.getByTestId('login-attempts-left')).toHaveCount(0);

  // Locked means locked: the right password does not open it either.
  const stillLocked = await attempt(form, DEMO_PASSWORD);
  await expect(stillLocked.getByTestId('login-minutes-left')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(errors).toEqual([]);
});
