import type { Page } from '@playwright/test';
import type { GetMyCompanyResponse } from '@registry/contract/company/my-company';
import { createCompany, type E2ECompany } from '../support/companies';
import { eicar, elfExecutable, peExecutable, smallPdf } from '../support/files';
import { PLATFORM, STORAGE, expect, expectAccessible, test } from '../support/fixtures';
import { text } from '../support/locales';

const m = (key: string, values: Record<string, string> = {}) =>
  text('es', 'myCompany', key, values);
const files = (key: string) => text('es', 'files', key);

async function myCompanyData(baseURL: string, company: E2ECompany) {
  const response = await fetch(`${baseURL}/api/company/getCompanyMyCompany`, {
    method: 'POST',
    headers: {
      platform: PLATFORM,
      lng: 'es',
      'content-type': 'application/json',
      authorization: `Bearer ${company.session.token}`,
    },
    body: '{}',
  });
  return (await response.json()) as GetMyCompanyResponse;
}

async function signIn(page: Page, { session }: E2ECompany) {
  await page.addInitScript(
    ([keys, s]) => {
      if (!window.sessionStorage.getItem('e2e-session-set')) {
        window.localStorage.setItem(keys.token, s.token);
        window.localStorage.setItem(keys.refreshToken, s.refreshToken);
        window.sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    [STORAGE, session] as const,
  );
}

/** A text as a regular expression that matches it literally (type names carry parentheses). */
const startsWith = (value: string) =>
  new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const pondItem = (page: Page, fileName: string) =>
  page.locator('.filepond--item').filter({ hasText: fileName });

async function upload(page: Page, type: string, name: string, buffer: Buffer) {
  await page
    .getByLabel(m('documents.upload', { type }))
    .setInputFiles({ name, mimeType: 'application/pdf', buffer });
}

async function uploadClean(page: Page, type: string, name: string) {
  await upload(page, type, name, smallPdf(name));
  await expect(pondItem(page, name).locator('.filepond--file-status-main')).toHaveText(
    files('uploader.processingComplete'),
    { timeout: 30_000 },
  );
}

async function saveAndConfirm(page: Page) {
  await page.getByRole('button', { name: m('actions.save'), exact: true }).click();
  await page
    .getByRole('dialog', { name: m('confirm.title', { section: m('nav.tabs.billing') }) })
    .getByRole('button', { name: m('confirm.confirm') })
    .click();
  await expect(page.getByTestId('my-company-billing-alert')).toHaveClass(/alert-success/);
  await expect(page.getByRole('button', { name: m('actions.edit') })).toBeVisible();
}

test.describe('company documents', () => {
  test('a document is replaced and the first one shows in the history; rejected files are not kept', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const company = await createCompany({ name: `Documentos ${Date.now()} S.A.S.` });
    const { typeDocumentsCompanies } = await myCompanyData(baseURL ?? '', company);
    const billing = typeDocumentsCompanies.filter((t) => t.isBilling === 1);
    const single = billing.find((t) => t.isRequired === 1 && t.multiple === 0);
    const otherRequired = billing.filter((t) => t.isRequired === 1 && t !== single);
    const several = billing.find((t) => t.multiple !== 0);
    if (!single || !several) throw new Error('the billing document types are not seeded');
    const singleGroup = page.getByRole('group', { name: startsWith(single.description) });
    const severalGroup = page.getByRole('group', { name: startsWith(several.description) });

    await signIn(page, company);
    await page.goto('/my-company?tab=billing');
    await page
      .getByTestId('no-permits-warning-modal')
      .getByRole('button', { name: text('es', 'session', 'noPermits.close') })
      .click();

    // The first version, saved with the billing data.
    await page.getByRole('button', { name: m('actions.edit') }).click();
    await page.getByLabel(m('billing.fields.billingContactName')).fill('Laura Facturación');
    await page.getByLabel(m('billing.fields.billingEmail')).fill('facturas@documentos.example');
    await uploadClean(page, single.description, 'rut-2025.pdf');
    for (const [index, type] of otherRequired.entries()) {
      await uploadClean(page, type.description, `soporte-${index + 1}.pdf`);
    }
    await saveAndConfirm(page);
    await expect(singleGroup.getByRole('listitem')).toHaveCount(1);
    await expect(singleGroup).toContainText('rut-2025.pdf');

    // A new file replaces it.
    await page.getByRole('button', { name: m('actions.edit') }).click();
    await uploadClean(page, single.description, 'rut-2026.pdf');
    await saveAndConfirm(page);
    await expect(singleGroup.getByRole('listitem')).toHaveCount(1);
    await expect(singleGroup).toContainText('rut-2026.pdf');
    await expect(singleGroup).not.toContainText('rut-2025.pdf');

    // The replaced one is in the history of the type.
    await singleGroup
      .getByRole('button', { name: m('documents.historyOf', { type: single.description }) })
      .click();
    const history = page.getByRole('dialog', { name: single.description });
    await expect(history.getByRole('row').filter({ hasText: 'rut-2025.pdf' })).toBeVisible();
    await expect(history).toHaveCSS('opacity', '1');
    await expect(history).not.toContainText('rut-2026.pdf');
    await expectAccessible(page);
    await history.getByRole('button', { name: files('history.close') }).click();
    await expect(history).toBeHidden();

    // Rejected by the scan: the EICAR test file and executables renamed .pdf.
    const before = (await myCompanyData(baseURL ?? '', company)).company.companiesDocuments;
    await page.getByRole('button', { name: m('actions.edit') }).click();
    const rejected: [string, Buffer][] = [
      ['eicar.pdf', eicar()],
      ['programa.pdf', elfExecutable()],
      ['instalador.pdf', peExecutable()],
    ];
    for (const [name, buffer] of rejected) {
      await upload(page, several.description, name, buffer);
      await expect(pondItem(page, name).locator('.filepond--file-status-main')).toHaveText(
        files('validationsMessage.malformedFile'),
        { timeout: 30_000 },
      );
    }
    await expectAccessible(page);
    await saveAndConfirm(page);
    await expect(severalGroup).toContainText(m('documents.none'));
    for (const [name] of rejected) await expect(page.getByRole('main')).not.toContainText(name);
    const after = (await myCompanyData(baseURL ?? '', company)).company.companiesDocuments;
    expect(after.map((d) => [d.id, d.fileName])).toEqual(before.map((d) => [d.id, d.fileName]));
  });
});
