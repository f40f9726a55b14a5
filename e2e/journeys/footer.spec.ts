import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';

test('the newsletter needs both consents, then subscribes', async ({ page, navigate }) => {
  await navigate('/');
  const email = page.getByLabel(text('es', 'layout', 'newsletter.email'));
  const submit = page.getByRole('button', { name: text('es', 'layout', 'newsletter.submit') });
  await email.fill('lector@example.org');
  await submit.click();
  await expect(
    page.getByText(text('es', 'layout', 'newsletter.personalDataRequired')),
  ).toBeVisible();
  await expect(page.getByText(text('es', 'layout', 'newsletter.termsRequired'))).toBeVisible();

  await page.getByLabel(text('es', 'layout', 'newsletter.personalData')).check();
  await submit.click();
  await expect(page.getByText(text('es', 'layout', 'newsletter.personalDataRequired'))).toHaveCount(
    0,
  );
  await expect(page.getByText(text('es', 'layout', 'newsletter.termsRequired'))).toBeVisible();

  await page.getByLabel(text('es', 'layout', 'newsletter.terms')).check();
  await submit.click();
  await expect(page.getByTestId('newsletter-result')).toContainText('lector@example.org');
});

test('the support e-mail is copied to the clipboard on click', async ({
  page,
  context,
  navigate,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await navigate('/');
  await page.getByRole('button', { name: /soporte@|support@/ }).click();
  await expect(page.getByText(text('es', 'layout', 'footer.copied'))).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/@/);
});

test('the footer shows the copyright line with this year', async ({ page, navigate }) => {
  await navigate('/');
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
});
