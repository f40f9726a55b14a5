import type { Page } from '@playwright/test';
import { apiLogin, expect, expectAccessible, test } from '../support/fixtures';
import { text } from '../support/locales';
import { solveCaptchaWidget } from '../support/page-checks';
import { waitForPasswordLink } from '../support/outbox';

/** The owner company's admin: this journey only adds users to it, never changes the admin. */
const ADMIN = 'owner@demo.example';
const COMPANY = 'Bosques del Pacífico S.A.S.';
const PASSWORD = 'Invitada-Registro-2026#';

const u = (key: string, values: Record<string, string> = {}) => text('es', 'users', key, values);
const p = (key: string) => text('es', 'password', key);

/** The /users row of a user, found with the search box. */
async function findUserRow(page: Page, email: string) {
  await page.getByRole('searchbox', { name: u('list.search.label') }).fill(email);
  await page.getByRole('searchbox', { name: u('list.search.label') }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('user administration', () => {
  test('an admin invites a user, who sets a password and logs in; once deactivated, the login is refused', async ({
    page,
    browser,
    baseURL,
    login,
    navigate,
  }) => {
    test.setTimeout(120_000);
    const email = `invitada-${Date.now()}@example.com`;
    const name = 'Lucía Invitada';

    // The admin adds the user with the transfer permit.
    await login(ADMIN);
    await navigate('/users');
    await expect(
      page.getByRole('heading', { level: 1, name: text('es', 'routes', 'users') }),
    ).toBeVisible();
    await page.getByRole('link', { name: u('list.newUser') }).click();
    await expect(page).toHaveURL(/\/users\/new$/);
    await expectAccessible(page);
    const form = page.getByRole('form', { name: text('es', 'routes', 'newUser') });
    await form.getByRole('button', { name: u('form.submit') }).click();
    await expect(form.getByLabel(u('form.name'))).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel(u('form.name')).fill(name);
    await form.getByLabel(u('form.email')).fill(email);
    await form.getByLabel(u('form.phone')).fill('+57 300 555 0101');
    await form.getByRole('checkbox', { name: u('permits.names.transfer') }).check();
    await form.getByRole('button', { name: u('form.submit') }).click();

    await expect(page).toHaveURL(/\/users$/);
    const notice = page.getByTestId('users-outcome');
    await expect(notice).toHaveClass(/alert-success/);
    await expect(notice).toContainText(`Enviamos a ${email} un enlace para crear su contraseña`);
    const row = await findUserRow(page, email);
    await expect(row).toContainText(name);
    await expect(row).toContainText(u('permits.names.transfer'));
    await expect(row.getByRole('switch', { name: u('list.activeSwitch', { name }) })).toBeChecked();
    await expectAccessible(page);

    // The invited user follows the mailed link in a browser of their own.
    const link = await waitForPasswordLink(email);
    const invited = await browser.newContext({ baseURL, locale: 'es-CO' });
    const invitedPage = await invited.newPage();
    await invitedPage.goto(link);
    await expect(
      invitedPage.getByRole('heading', { level: 1, name: p('link.titles.invitation') }),
    ).toBeVisible();
    await invitedPage.getByLabel(p('fields.new'), { exact: true }).fill(PASSWORD);
    await invitedPage.getByLabel(p('fields.confirm'), { exact: true }).fill(PASSWORD);
    await invitedPage.getByRole('button', { name: p('link.submit') }).click();
    await expect(invitedPage.getByTestId('set-password-result')).toHaveClass(/alert-success/);
    await expectAccessible(invitedPage);

    // ... and logs in, acting for the owner's company.
    await invitedPage.getByRole('link', { name: p('link.goToLogin') }).click();
    await expect(invitedPage).toHaveURL(/\/login$/);
    const loginCard = invitedPage.getByRole('main');
    await loginCard.getByLabel(text('es', 'auth', 'login.email')).fill(email);
    await loginCard
      .getByLabel(text('es', 'auth', 'login.password'), { exact: true })
      .fill(PASSWORD);
    await solveCaptchaWidget(invitedPage);
    await invitedPage.getByRole('button', { name: text('es', 'auth', 'login.submit') }).click();
    await expect(invitedPage).not.toHaveURL(/\/login$/);
    await expect(invitedPage.getByRole('button', { name: new RegExp(COMPANY) })).toBeVisible();
    // Not an admin: the users page is not theirs.
    await invitedPage.goto('/users');
    await expect(
      invitedPage.getByRole('heading', { name: text('es', 'errors', 'notAllowed.title') }),
    ).toBeVisible();
    await invited.close();

    // The admin deactivates the user, after confirming.
    await navigate('/users');
    const again = await findUserRow(page, email);
    await again.getByRole('switch', { name: u('list.activeSwitch', { name }) }).click();
    const dialog = page.getByRole('dialog', { name: u('deactivate.title') });
    await expect(dialog).toContainText(name);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: u('deactivate.confirm') }).click();
    await expect(page.getByTestId('users-outcome')).toContainText(
      `${name} ya no puede iniciar sesión en su empresa.`,
    );
    await expect(
      again.getByRole('switch', { name: u('list.activeSwitch', { name }) }),
    ).not.toBeChecked();

    // Their login is refused now.
    await expect(apiLogin(email, PASSWORD)).rejects.toThrow(/ERROR_USER_INACTIVE/);
  });
});
