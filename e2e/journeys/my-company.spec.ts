import type { Locator, Page } from '@playwright/test';
import type { GetMyCompanyResponse } from '@registry/contract/company/my-company';
import { createCompany, type E2ECompany, type E2ESession } from '../support/companies';
import { smallPdf } from '../support/files';
import { PLATFORM, STORAGE, apiLogin, expect, expectAccessible, test } from '../support/fixtures';
import { text } from '../support/locales';
import { collectErrors } from '../support/page-checks';

const m = (key: string, values: Record<string, string> = {}) =>
  text('es', 'myCompany', key, values);
const session = (key: string) => text('es', 'session', key);

/** The company's document types and survey as the API gives them in Spanish. */
async function myCompanyData(baseURL: string, { token }: E2ESession) {
  const response = await fetch(`${baseURL}/api/company/getCompanyMyCompany`, {
    method: 'POST',
    headers: {
      platform: PLATFORM,
      lng: 'es',
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    },
    body: '{}',
  });
  return (await response.json()) as GetMyCompanyResponse;
}

/** Puts the company admin's session in the browser, as a login would. */
async function signIn(page: Page, { session: tokens }: E2ECompany) {
  await page.addInitScript(
    ([keys, s]) => {
      if (!window.sessionStorage.getItem('e2e-session-set')) {
        window.localStorage.setItem(keys.token, s.token);
        window.localStorage.setItem(keys.refreshToken, s.refreshToken);
        window.sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    [STORAGE, tokens] as const,
  );
}

const sideNav = (page: Page) => page.getByRole('navigation', { name: m('nav.label') });
const incompleteIcon = (page: Page, tab: string) =>
  sideNav(page)
    .getByRole('link', { name: new RegExp(m(`nav.tabs.${tab}`)) })
    .getByRole('img', { name: m('nav.incomplete') });

/**
 * How long a cold start of My Company may take to show its notice: in a new browser context
 * the screen's chunks, its texts and the company's data load first, and on a loaded CI machine
 * that took more than 10 s (the warning missing at the default timeout in one run, the thanks
 * in another, "Cargando su empresa…" still on screen).
 */
const COLD_START_MS = 30_000;

/** A Bootstrap modal once its fade-in is over (axe measures contrast on what is fully drawn). */
async function expectShown(dialog: Locator, timeout?: number) {
  await expect(dialog).toBeVisible(timeout ? { timeout } : {});
  await expect(dialog).toHaveCSS('opacity', '1');
}

async function openTab(page: Page, tab: string) {
  await sideNav(page)
    .getByRole('link', { name: new RegExp(`^${m(`nav.tabs.${tab}`)}`) })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: m(`nav.tabs.${tab}`) })).toBeVisible();
}

async function uploadPdf(page: Page, typeDescription: string, fileName: string) {
  await page
    .getByLabel(m('documents.upload', { type: typeDescription }))
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: smallPdf(fileName) });
  await expect(
    page
      .locator('.filepond--item')
      .filter({ hasText: fileName })
      .locator('.filepond--file-status-main'),
  ).toHaveText(text('es', 'files', 'uploader.processingComplete'), { timeout: 30_000 });
}

async function saveAndConfirm(page: Page, tab: string) {
  await page.getByRole('button', { name: m('actions.save'), exact: true }).click();
  const dialog = page.getByRole('dialog', {
    name: m('confirm.title', { section: m(`nav.tabs.${tab}`) }),
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: m('confirm.confirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`my-company-${tab}-alert`)).toHaveClass(/alert-success/);
}

test.describe('my company', () => {
  test('a new company completes billing and due diligence until both icons go and the thanks modal shows', async ({
    page,
    browser,
    baseURL,
  }) => {
    // A long journey: twelve page checks and six uploads, slow on a busy machine.
    test.setTimeout(300_000);
    const errors = collectErrors(page);
    const company = await createCompany({ name: `Reforestadora ${Date.now()} S.A.S.` });
    const data = await myCompanyData(baseURL ?? '', company.session);
    const required = (isBilling: 0 | 1) =>
      data.typeDocumentsCompanies.filter((t) => t.isBilling === isBilling && t.isRequired === 1);
    expect(required(1).length).toBeGreaterThan(0);
    expect(required(0).length).toBeGreaterThan(0);

    // A company without permits is warned on My Company.
    await signIn(page, company);
    await page.goto('/my-company');
    const warning = page.getByTestId('no-permits-warning-modal');
    await expectShown(warning, COLD_START_MS);
    await expectAccessible(page);
    await warning.getByRole('button', { name: session('noPermits.close') }).click();
    await expect(warning).toBeHidden();

    // General information: the registration data, and both error icons.
    await expect(
      page.getByRole('heading', { level: 2, name: m('nav.tabs.general') }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText(company.name);
    await expect(incompleteIcon(page, 'billing')).toBeVisible();
    await expect(incompleteIcon(page, 'dueDiligence')).toBeVisible();
    await expectAccessible(page);

    // Billing: the texts and a real PDF for each required billing document.
    await openTab(page, 'billing');
    await expect(page).toHaveURL(/\?tab=billing$/);
    await expectAccessible(page);
    await page.getByRole('button', { name: m('actions.edit') }).click();
    await expect(page.getByLabel(m('billing.fields.billingContactName'))).toBeFocused();
    await page.getByRole('button', { name: m('actions.save'), exact: true }).click();
    const missing = page.getByTestId('my-company-billing-alert');
    await expect(missing).toContainText(m('validationsMessage.youMustCompleteAllFields'));
    for (const type of required(1)) {
      await expect(missing).toContainText(m('missing.document', { document: type.description }));
    }
    await page.getByLabel(m('billing.fields.billingContactName')).fill('Laura Facturación');
    await page.getByLabel(m('billing.fields.billingEmail')).fill('facturas@reforestadora.example');
    await page
      .getByLabel(m('billing.fields.specialConsiderations'))
      .fill('Orden de compra en cada factura.\nPago a 30 días.');
    for (const [index, type] of required(1).entries()) {
      await uploadPdf(page, type.description, `facturacion-${index + 1}.pdf`);
    }
    await expectAccessible(page);
    await saveAndConfirm(page, 'billing');
    await expect(incompleteIcon(page, 'billing')).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText('facturacion-1.pdf');
    await expect(page.getByRole('main')).toContainText('Pago a 30 días.');

    // Due diligence: tax id, documents, a CEO, a shareholder, the survey and the declaration.
    await openTab(page, 'dueDiligence');
    await expectAccessible(page);
    await page.getByRole('button', { name: m('actions.edit') }).click();
    await page.getByLabel(m('dueDiligence.fields.taxIdNumber')).fill('900123456-7');
    for (const [index, type] of required(0).entries()) {
      await uploadPdf(page, type.description, `diligencia-${index + 1}.pdf`);
    }
    const addCeo = page.getByRole('group', { name: m('people.ceos.add') });
    await addCeo.getByLabel(m('people.fields.name')).fill('María Gómez Restrepo');
    await addCeo.getByLabel(m('people.fields.documentNumber')).fill('79.123.456');
    await addCeo.getByRole('button', { name: m('people.add'), exact: true }).click();
    const addShareholder = page.getByRole('group', { name: m('people.shareholders.add') });
    await addShareholder.getByLabel(m('people.fields.name')).fill('Inversiones Verdes S.A.S.');
    await addShareholder.getByLabel(m('people.fields.documentNumber')).fill('800555111');
    await addShareholder.getByRole('button', { name: m('people.add'), exact: true }).click();
    await expect(page.getByRole('table', { name: m('people.ceos.title') })).toContainText(
      'María Gómez Restrepo',
    );
    await expect(page.getByRole('table', { name: m('people.shareholders.title') })).toContainText(
      'Inversiones Verdes S.A.S.',
    );

    await page
      .getByRole('button', { name: `${m('survey.open')} ${m('survey.incomplete')}` })
      .click();
    const survey = page.getByRole('dialog', { name: m('survey.title') });
    await expectShown(survey);
    await expectAccessible(page);
    for (const no of await survey.getByRole('radio', { name: m('survey.no'), exact: true }).all()) {
      await no.check();
    }
    await survey
      .getByRole('textbox', { name: m('survey.response') })
      .first()
      .fill('Ninguno.');
    await expect(survey).toContainText(
      m('survey.progress', {
        answered: String(data.surveys.length),
        total: String(data.surveys.length),
      }),
    );
    await survey.getByRole('button', { name: m('survey.close') }).click();
    await expect(survey).toBeHidden();
    await expect(
      page.getByRole('button', { name: `${m('survey.open')} ${m('survey.complete')}` }),
    ).toBeVisible();

    const origin = page.getByRole('checkbox', { name: new RegExp(m('originIncome.checkbox')) });
    await origin.click();
    const declaration = page.getByRole('dialog', { name: m('originIncome.title') });
    await expectShown(declaration);
    await expect(declaration).toContainText(company.name);
    await expectAccessible(page);
    await declaration.getByRole('button', { name: m('originIncome.accept') }).click();
    await expect(declaration).toBeHidden();
    await expect(origin).toBeChecked();
    await expectAccessible(page);
    await saveAndConfirm(page, 'dueDiligence');
    await expect(incompleteIcon(page, 'dueDiligence')).toHaveCount(0);
    await expect(incompleteIcon(page, 'billing')).toHaveCount(0);

    // A reload keeps the tab and shows the saved state.
    await openTab(page, 'dueDiligence');
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 2, name: m('nav.tabs.dueDiligence') }),
    ).toBeVisible();
    await expect(
      page.getByRole('checkbox', { name: new RegExp(m('originIncome.checkbox')) }),
    ).toBeChecked();
    await expect(incompleteIcon(page, 'dueDiligence')).toHaveCount(0);

    // The next visit (a new session) thanks the company: a certifier reviews it now.
    const next = await browser.newContext({ baseURL, locale: 'es-CO' });
    const nextPage = await next.newPage();
    await signIn(nextPage, {
      ...company,
      session: await apiLogin(company.email, company.password),
    });
    await nextPage.goto('/my-company');
    const thanks = nextPage.getByTestId('no-permits-thanks-modal');
    await expectShown(thanks, COLD_START_MS);
    await expect(thanks).toContainText(session('noPermits.thanks.title'));
    await expectAccessible(nextPage);
    await next.close();
    expect(errors).toEqual([]);
  });

  test('the connectivity and security tabs pass the page check', async ({ page }) => {
    const company = await createCompany({ name: `Conectada ${Date.now()} S.A.S.` });
    await signIn(page, company);
    await page.goto('/my-company');
    const warning = page.getByTestId('no-permits-warning-modal');
    await expectShown(warning, COLD_START_MS);
    await warning.getByRole('button', { name: session('noPermits.close') }).click();
    await expect(warning).toBeHidden();
    await openTab(page, 'connectivity');
    await expect(page).toHaveURL(/\?tab=connectivity$/);
    await expectAccessible(page);
    await openTab(page, 'security');
    await expect(page).toHaveURL(/\?tab=security$/);
    await expectAccessible(page);
  });
});
