import { apiLogin, DEMO_PASSWORD, expect, expectAccessible, test } from '../support/fixtures';
import { text } from '../support/locales';
import { createInvitedUser } from '../support/users';

const NEW_PASSWORD = 'Cambiada-OVV-2026#';

const t = (key: string) => text('es', 'password', key);

test('a logged-in user changes the password, watching the conditions tick', async ({
  page,
  login,
  navigate,
}) => {
  // A user of its own: the password of a demo user another journey logs in with must not change.
  const { email } = await createInvitedUser({
    prefix: 'cambio',
    name: 'Camila Cambio',
    password: DEMO_PASSWORD,
  });
  await login(email);
  await navigate('/change-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('es', 'routes', 'changePassword'),
  );
  const condition = (name: string) => page.locator(`[data-condition="${name}"]`);
  await expect(condition('length')).toContainText('Al menos 10 caracteres');
  await expect(page.locator('[data-condition][data-met="true"]')).toHaveCount(0);

  const current = page.getByLabel(t('fields.current'), { exact: true });
  const fresh = page.getByLabel(t('fields.new'), { exact: true });
  const confirmation = page.getByLabel(t('fields.confirm'), { exact: true });

  await page.getByRole('button', { name: t('change.submit') }).click();
  await expect(current).toHaveAttribute('aria-invalid', 'true');

  await current.fill(DEMO_PASSWORD);
  await fresh.pressSequentially('cambiada');
  await expect(condition('lowercase')).toHaveAttribute('data-met', 'true');
  await expect(condition('uppercase')).toHaveAttribute('data-met', 'false');
  await fresh.fill('');
  await fresh.pressSequentially(NEW_PASSWORD);
  await expect(page.locator('[data-condition][data-met="true"]')).toHaveCount(5);

  const toggle = page.getByRole('button', { name: t('fields.toggles.new') });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(fresh).toHaveAttribute('type', 'text');

  await confirmation.fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: t('change.submit') }).click();
  await expect(page.getByText(t('mistakes.ERROR_PASSWORD_NOT_MATCH'))).toBeVisible();
  await expectAccessible(page);

  await confirmation.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: t('change.submit') }).click();
  const result = page.getByTestId('change-password-result');
  await expect(result).toHaveClass(/alert-success/);
  await expect(result).toHaveText('Su contraseña fue cambiada.');
  await expect(current).toHaveValue('');
  await expect(fresh).toHaveValue('');

  await expect(apiLogin(email)).rejects.toThrow(/login of .* failed/);
  await expect(apiLogin(email, NEW_PASSWORD)).resolves.toHaveProperty('token');
});

test('a wrong current password is refused with its message', async ({ page, login, navigate }) => {
  await login('trader@demo.example');
  await navigate('/change-password');
  await page.getByLabel(t('fields.current'), { exact: true }).fill('No-Es-La-Clave-1!');
  await page.getByLabel(t('fields.new'), { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(t('fields.confirm'), { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: t('change.submit') }).click();
  const result = page.getByTestId('change-password-result');
  await expect(result).toHaveClass(/alert-danger/);
  await expect(result).toHaveText('La contraseña actual no es correcta.');
});
