import { apiLogin, expect, expectAccessible, test } from '../support/fixtures';
import { text } from '../support/locales';
import { solveCaptchaWidget } from '../support/page-checks';
import { waitForPasswordLink } from '../support/outbox';
import { createInvitedUser } from '../support/users';

const OLD_PASSWORD = 'Olvidada-2026#';
const NEW_PASSWORD = 'Recuperada-2026#';

const t = (key: string) => text('es', 'password', key);

/** A user of this journey's own, with OLD_PASSWORD. */
const createUser = () =>
  createInvitedUser({ prefix: 'olvido', name: 'Tomás Olvido', password: OLD_PASSWORD });

/** The newest link mailed to the address once it is another than `previous`. */
async function waitForNewLink(email: string, previous: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const link = await waitForPasswordLink(email);
    if (link !== previous) return link;
    if (Date.now() > deadline) throw new Error(`no new link mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test.describe('password recovery', () => {
  test('a user who forgot the password gets a link by mail, chooses a new password and logs in with it', async ({
    page,
    navigate,
  }) => {
    test.setTimeout(120_000);
    const { email, name, invitation } = await createUser();
    await expect(apiLogin(email, OLD_PASSWORD)).resolves.toHaveProperty('token');
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await navigate('/password-recovery');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: t('recovery.title') })).toBeVisible();
    await page.getByRole('button', { name: t('recovery.submit') }).click();
    await expect(main.getByLabel(t('recovery.email'))).toHaveAttribute('aria-invalid', 'true');

    await main.getByLabel(t('recovery.email')).fill(email);
    await solveCaptchaWidget(page);
    await page.getByRole('button', { name: t('recovery.submit') }).click();
    const result = page.getByTestId('password-recovery-result');
    await expect(result).toHaveClass(/alert-success/);
    await expect(result).toContainText('Si una cuenta activa usa este correo');
    await expectAccessible(page);

    const link = await waitForNewLink(email, invitation);
    await navigate(link);
    await expect(
      page.getByRole('heading', { level: 1, name: t('link.titles.recovery') }),
    ).toBeVisible();
    await expect(page.getByText(`${name} (ol***@example.com)`)).toBeVisible();
    const newPassword = page.getByLabel(t('fields.new'), { exact: true });
    await newPassword.fill(NEW_PASSWORD);
    await expect(page.locator('[data-condition][data-met="true"]')).toHaveCount(5);
    await page.getByLabel(t('fields.confirm'), { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: t('link.submit') }).click();
    await expect(page.getByTestId('set-password-result')).toHaveClass(/alert-success/);
    await expectAccessible(page);

    await page.getByRole('link', { name: t('link.goToLogin') }).click();
    await expect(page).toHaveURL(/\/login$/);
    await main.getByLabel(text('es', 'auth', 'login.email')).fill(email);
    await main.getByLabel(text('es', 'auth', 'login.password'), { exact: true }).fill(NEW_PASSWORD);
    await solveCaptchaWidget(page);
    await page.getByRole('button', { name: text('es', 'auth', 'login.submit') }).click();
    await expect(page).not.toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: /Mi cuenta/ })).toBeVisible();

    // The old password no longer works, and the link works only once.
    await expect(apiLogin(email, OLD_PASSWORD)).rejects.toThrow(/login of .* failed/);
    await navigate(link);
    await expect(
      page.getByRole('heading', { level: 1, name: t('link.invalidTitle') }),
    ).toBeVisible();
    await page.getByRole('link', { name: t('link.requestNew') }).click();
    await expect(page).toHaveURL(/\/$|\/password-recovery$/);
    expect(cspViolations).toEqual([]);
  });

  test('a made-up link says it cannot be used and leads to a new one', async ({
    page,
    navigate,
  }) => {
    await navigate(`/change-password-link/${'a'.repeat(32)}/${'b'.repeat(32)}/${'c'.repeat(32)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: t('link.invalidTitle') }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Este enlace caducó o ya fue usado');
    await page.getByRole('link', { name: t('link.requestNew') }).click();
    await expect(page).toHaveURL(/\/password-recovery$/);
    await expect(page.getByRole('heading', { level: 1, name: t('recovery.title') })).toBeVisible();
  });
});
