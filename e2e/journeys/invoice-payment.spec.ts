import type { Page } from '@playwright/test';
import { approveCompany, createCompany } from '../support/companies';
import { smallPdf } from '../support/files';
import { expect, expectAccessible, openSignedInPage, signIn, test } from '../support/fixtures';
import { text } from '../support/locales';
import { collectErrors } from '../support/page-checks';

const iv = (key: string, values?: Record<string, string>) => text('es', 'invoicing', key, values);
const layout = (key: string, values?: Record<string, string>) => text('es', 'layout', key, values);
const [bellLabel = ''] = layout('bell.label', { count: '#' }).split('#');

/** The invoice's row, found by the number in its row header. */
const invoiceRow = (page: Page, number: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });

/** Opens the bell and follows the notification that holds the words. */
async function followNotification(page: Page, words: string) {
  await page.getByRole('button', { name: bellLabel }).click();
  await page.getByTestId('notification-menu-item').filter({ hasText: words }).first().click();
}

test('a new company is invoiced its account opening, pays it with a proof, and the certifier confirms it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const errors = collectErrors(page);
  const company = await createCompany({ typeAccount: 'owner' });
  // The approval raises the opening invoice (the demo's schedule: 500 USD plus 19 % tax).
  await approveCompany(company);

  // The bell tells the company of its invoice and leads to it.
  await signIn(page, company.email, company.password);
  await page.goto('/');
  await followNotification(
    page,
    layout('notifications.kinds.invoiceRaised', {
      total: '595.00 USD',
      company: company.name,
    }),
  );
  await expect(page).toHaveURL(/\/invoicing$/);
  const header = page.getByRole('rowheader', { name: /-INV-/ });
  await expect(header).toHaveCount(1);
  const number = ((await header.textContent()) ?? '').trim();
  const row = invoiceRow(page, number);
  await expect(row).toContainText(iv('kinds.accountOpening'));
  await expect(row).toContainText(iv('states.issued'));
  await expectAccessible(page);

  // Its PDF downloads under its number.
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: iv('actionOf.pdf', { number }) }).click();
  expect((await download).suggestedFilename()).toBe(`${number}.pdf`);

  // It pays: the dialog says where to, and takes the proof of the transfer.
  await row.getByRole('button', { name: iv('actionOf.pay', { number }) }).click();
  const dialog = page.getByRole('dialog', { name: iv('pay.title', { number }) });
  await expect(dialog).toContainText('CO00 0000 0000 0000 0000 00');
  await expect(dialog.getByText(number, { exact: true })).toBeVisible();
  await dialog.getByLabel(iv('pay.proof')).setInputFiles({
    name: 'Transferencia.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf('Transferencia'),
  });
  await expect(
    dialog
      .locator('.filepond--item')
      .filter({ hasText: 'Transferencia.pdf' })
      .locator('.filepond--file-status-main'),
  ).toHaveText(text('es', 'files', 'uploader.processingComplete'), { timeout: 30_000 });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: iv('pay.send') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: iv('pay.done', { number }) }),
  ).toBeVisible();
  await expect(row).toContainText(iv('states.pendingConfirmation'));

  // The certifier finds it among the payments waiting and confirms it.
  const certifier = await openSignedInPage(browser, 'certifier@demo.example');
  try {
    await certifier.goto('/');
    await followNotification(certifier, number);
    await expect(certifier).toHaveURL(/\/payment-pending-confirm$/);
    const waiting = invoiceRow(certifier, number);
    await expect(waiting).toContainText(company.name);
    await expectAccessible(certifier);
    await waiting.getByRole('button', { name: iv('actionOf.confirm', { number }) }).click();
    const confirm = certifier.getByRole('dialog', { name: iv('review.title.confirm', { number }) });
    await confirm.getByRole('button', { name: iv('actions.confirm'), exact: true }).click();
    await expect(
      certifier
        .getByRole('status')
        .filter({ hasText: iv('review.done.confirm', { number, company: company.name }) }),
    ).toBeVisible();
    await expect(invoiceRow(certifier, number)).toHaveCount(0);
  } finally {
    await certifier.context().close();
  }

  // The company hears of it, and its invoice is paid.
  await page.reload();
  await followNotification(
    page,
    layout('notifications.kinds.invoicePaid', { number, company: company.name }),
  );
  await expect(page).toHaveURL(/\/invoicing$/);
  await expect(invoiceRow(page, number)).toContainText(iv('states.paid'));
  expect(errors).toEqual([]);
});
