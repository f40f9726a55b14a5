import { expect, expectAccessible, test } from '../support/fixtures';
import { text } from '../support/locales';
import { collectErrors, solveCaptchaWidget } from '../support/page-checks';
import { waitForPasswordLink } from '../support/outbox';

const auth = (key: string) => text('es', 'auth', key);
const password = (key: string) => text('es', 'password', key);

/**
 * Errors the browser reports while the journey runs: uncaught exceptions and
 * console errors, Content-Security-Policy violations among them. Failed HTTP
 * answers the journey expects (a 4xx) are logged too and are left out.
 */

test.describe('registration of a company', () => {
  test('a new company registers, sets its password from the mailed link and logs in', async ({
    page,
    navigate,
  }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    const stamp = Date.now();
    const email = `e2e-${stamp}@reforesta.example`;
    const newPassword = 'Reforesta-2026-Bosque!';

    await navigate('/register');
    const form = page.getByRole('main');
    await expect(
      form.getByRole('heading', { level: 1, name: auth('formRegister.title') }),
    ).toBeVisible();
    // The defaults of the spec: owner, the first country with its first region and city, both consents.
    const typeAccount = form.getByLabel(auth('formRegister.typeAccount'), { exact: true });
    await expect(typeAccount).toHaveValue('owner');
    // The account type's help sits behind a help badge: reached by keyboard, closed with Escape.
    const typeHelp = form.getByRole('button', {
      name: text('es', 'common', 'help.badge', { subject: auth('formRegister.typeAccount') }),
    });
    await typeAccount.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(typeHelp).toBeFocused();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expect(page.getByRole('tooltip')).not.toBeEmpty();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    // Consent is the user's own act: both boxes start unticked (decision 021).
    const personalData = form.getByLabel(auth('formRegister.personalData'));
    const terms = form.getByLabel(auth('formRegister.termsConditions'));
    await expect(personalData).not.toBeChecked();
    await expect(terms).not.toBeChecked();
    // Required fields are marked before anything is sent (decision 022).
    await expect(form.getByLabel(auth('formRegister.name'))).toHaveAttribute(
      'aria-required',
      'true',
    );
    await expect(form.getByTestId('required-mark').first()).toBeVisible();

    // The registry's home country (DEFAULT_COUNTRY, CO) is the first item, so it is selected.
    const country = form.getByLabel(auth('formRegister.country'));
    await expect(country.locator('option').first()).toHaveText('Colombia');
    await expect(country.locator('option:checked')).toHaveText('Colombia');
    await expect(form.getByLabel(auth('formRegister.phoneCode'))).toHaveValue('+57');
    await expect(form.getByLabel(auth('formRegister.region'))).not.toHaveValue('');
    await expect(form.getByLabel(auth('formRegister.city'))).not.toHaveValue('');
    // Colombia's first document type is the NIT, which has a check digit.
    await expect(form.getByLabel(auth('formRegister.verificationDigit'))).toBeVisible();

    await form.getByLabel(auth('formRegister.name')).fill(`Reforesta E2E ${stamp} S.A.S.`);
    const documentNumber = form.getByLabel(auth('formRegister.documentNumber'));
    await documentNumber.pressSequentially(String(stamp).slice(-9));
    await expect(documentNumber).toHaveValue(/^\d{3}\.\d{3}\.\d{3}$/);
    await form.getByLabel(auth('formRegister.verificationDigit')).fill('7');
    await form.getByLabel(auth('formRegister.address')).fill('Calle 93 # 11-26, Bogotá');
    await form.getByLabel(auth('formRegister.contactName')).fill('Paula Méndez');
    await form.getByLabel(auth('formRegister.email')).fill(email);
    const phone = form.getByLabel(auth('formRegister.phone'));
    await phone.pressSequentially('3105550199');
    await expect(phone).toHaveValue('310 555 0199');
    // Each consent's text is read in a dialog, its headings scaled to the 11 px text.
    await form.getByRole('button', { name: auth('formRegister.readPersonalData') }).click();
    const policy = page.getByRole('dialog');
    const policyText = policy.getByTestId('terms-text');
    await expect(policyText).toBeVisible();
    await expect(policyText).toHaveCSS('font-size', '11px');
    const headingSizesPx = await policyText
      .getByRole('heading')
      .evaluateAll((headings) => headings.map((h) => parseFloat(getComputedStyle(h).fontSize)));
    expect(headingSizesPx.length).toBeGreaterThan(0);
    expect(Math.max(...headingSizesPx)).toBeLessThanOrEqual(14.5);
    await expectAccessible(page);
    await policy
      .getByRole('button', { name: auth('termsText.close') })
      .last()
      .click();
    await expect(policy).toHaveCount(0);
    await personalData.check();
    await terms.check();

    await solveCaptchaWidget(form);
    await form.getByRole('button', { name: auth('formRegister.submit') }).click();

    const result = form.getByTestId('register-result');
    await expect(result).toHaveClass(/alert-success/);
    await expect(result).toContainText(email);
    // The form is back to its defaults.
    await expect(form.getByLabel(auth('formRegister.email'))).toHaveValue('');
    await expect(personalData).not.toBeChecked();
    await expect(terms).not.toBeChecked();

    const link = await waitForPasswordLink(email);
    await navigate(link);
    await expect(
      page.getByRole('heading', { level: 1, name: password('link.titles.registration') }),
    ).toBeVisible();
    await page.getByLabel(password('fields.new'), { exact: true }).fill(newPassword);
    await page.getByLabel(password('fields.confirm'), { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: password('link.submit') }).click();
    await expect(page.getByTestId('set-password-result')).toHaveClass(/alert-success/);

    await navigate('/login');
    const login = page.getByRole('main');
    await login.getByLabel(auth('login.email')).fill(email);
    await login.getByLabel(auth('login.password')).fill(newPassword);
    await solveCaptchaWidget(login);
    await login.getByRole('button', { name: auth('login.submit') }).click();
    // A new company is not approved yet: its first stop is My Company.
    await expect(page).toHaveURL(/\/my-company$/);
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy();

    expect(errors).toEqual([]);
  });
});
