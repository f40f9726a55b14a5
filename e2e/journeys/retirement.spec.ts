import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, expectAccessible, test } from '../support/fixtures';
import { ISSUABLE_PROJECT, issueToOwner } from '../support/ledger';
import { text } from '../support/locales';
import { findRow } from '../support/tables';

const p = (key: string, values: Record<string, string> = {}) =>
  text('es', 'positions', key, values);
const r = (key: string, values: Record<string, string> = {}) =>
  text('es', 'retirements', key, values);
const c = (key: string, values: Record<string, string> = {}) =>
  text('es', 'certificates', key, values);
const pc = (key: string) => text('es', 'publicCredits', key);

test("an owner converts 1 t to kg, retires 250 kg for a named beneficiary, and anyone verifies the certificate and its PDF and downloads the project's retired credits", async ({
  page,
  browser,
  baseURL,
  login,
  navigate,
}) => {
  test.setTimeout(180_000);
  const block = await issueToOwner(10);
  const kgSerial = `${block.head}-1kg-1000kg`;
  const beneficiary = `Panadería Ñandú ${Date.now().toString(36)}`;

  // Convert to kg: the block chosen, one whole tonne, what it becomes, the confirmation.
  await login('owner@demo.example');
  await navigate(`/convert-to-kg?serialId=${block.serialId}`);
  await page.getByLabel(p('convertDialog.tonnes', { max: '10' })).fill('1');
  const becomes = p('convertPage.becomes', { tonnes: '1', serial: block.serial, kg: '#' });
  await expect(page.getByText(becomes.split('#')[0] ?? becomes)).toBeVisible();
  await page.getByRole('button', { name: p('continue') }).click();
  const convert = page.getByRole('dialog', { name: p('convertDialog.confirmTitle') });
  await convert.getByRole('button', { name: p('convert') }).click();
  await expect(page.getByRole('heading', { name: p('convertPage.doneTitle') })).toBeVisible();

  // Retire 250 kg of the new kg block, from its row of the positions to retire.
  await navigate('/emit-certification');
  const row = await findRow(
    page,
    p('caption'),
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: kgSerial }) }),
  );
  await row.getByRole('link', { name: r('retire') }).click();
  await expect(page.getByText(kgSerial).first()).toBeVisible();
  await page.getByLabel(r('form.kilograms')).check();
  await page.getByLabel(r('form.quantity', { unit: 'kg', max: '1000' })).fill('250');
  await page.getByLabel(r('form.name')).fill(beneficiary);
  await page.getByLabel(r('form.country')).selectOption({ label: 'Colombia' });
  const documentType = page.getByLabel(r('form.documentType'), { exact: true });
  await expect(documentType.locator('option', { hasText: 'NIT' })).toHaveCount(1);
  const nit = (await documentType.locator('option', { hasText: 'NIT' }).textContent()) ?? '';
  await documentType.selectOption({ label: nit });
  await page.getByLabel(r('form.documentNumber')).fill('900123987');
  await page.getByLabel(r('form.purpose')).selectOption({ label: r('purposes.voluntary') });
  await page.getByLabel(r('form.usingEntity')).fill(beneficiary);
  await page.getByLabel(r('form.public')).check();
  await page.getByLabel(r('form.publicNote')).fill('Huella de noviembre, alcance 1.');
  await page.getByRole('button', { name: r('form.continue') }).click();

  // The summary says it cannot be undone; the confirmation asks once more.
  await expect(page.getByText(r('summary.warning'))).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: r('summary.retire') }).click();
  const confirm = page.getByRole('dialog', { name: r('confirm.title') });
  await confirm.getByRole('button', { name: r('summary.retire') }).click();

  // The certificate page checks itself against the public log.
  await expect(page).toHaveURL(/\/emit-certification\/[\w-]{22}$/);
  const certificateUrl = page.url();
  const verified = page.getByText(/^Verificado: incluido en la posición \d+ de \d+/);
  await expect(verified).toBeVisible({ timeout: 20_000 });
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const number = /[A-Z]+-RET-\d{4}-\d+/.exec(heading)?.[0] ?? '';
  expect(number).not.toBe('');
  await expect(page.getByText(beneficiary).first()).toBeVisible();

  // The PDF says the same, in Spanish, and its QR code's address is the page's.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: c('downloadPdf') }).click();
  const file = await (await download).path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const pdfText = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
  expect(pdfText).toContain('Certificado de retiro de créditos de carbono');
  expect(pdfText).toContain(number);
  expect(pdfText).toContain(beneficiary);
  expect(pdfText).toContain('250 kg');
  expect(pdfText).toContain(new URL(certificateUrl).pathname);

  // A visitor with no session opens the QR code's page and sees it verified.
  const visitor = await browser.newContext({ baseURL, locale: 'es-CO' });
  const anyone = await visitor.newPage();
  await anyone.goto(new URL(certificateUrl).pathname);
  await expect(anyone.getByText(/^Verificado: incluido en la posición \d+ de \d+/)).toBeVisible({
    timeout: 20_000,
  });
  await expect(anyone.getByText(beneficiary).first()).toBeVisible();
  await expectAccessible(anyone);

  // From the certificate to its project's page, whose credits lead to every
  // retired block; the registry's CSV holds this one, with its certificate.
  await anyone.getByRole('link', { name: ISSUABLE_PROJECT }).click();
  await anyone.getByRole('link', { name: pc('credits.retired') }).click();
  await expect(anyone.getByText(number).first()).toBeVisible();
  const csvDownload = anyone.waitForEvent('download');
  await anyone.getByRole('button', { name: pc('retired.download') }).click();
  const csv = readFileSync(await (await csvDownload).path(), 'utf8');
  const csvRow = csv.split('\n').find((line) => line.includes(number)) ?? '';
  expect(csvRow).toContain(`${block.head}-1kg-250kg`);
  expect(csvRow).toContain(',250,kg,');
  expect(csvRow).toContain(beneficiary);

  // The registry's ledger of retirements and cancellations, narrowed to the
  // project, lists it too, and its CSV holds it: no holder named in either.
  await anyone.goBack();
  await anyone.getByRole('link', { name: pc('credits.ledgerLink') }).click();
  await expect(anyone).toHaveURL(/\/public-ledger\?projectId=\d+$/);
  await expect(anyone.getByRole('link', { name: number })).toBeVisible();
  await expectAccessible(anyone);
  const ledgerDownload = anyone.waitForEvent('download');
  await anyone.getByRole('button', { name: text('es', 'publicLedger', 'download') }).click();
  const ledgerCsv = readFileSync(await (await ledgerDownload).path(), 'utf8');
  const ledgerRow = ledgerCsv.split('\n').find((line) => line.includes(number)) ?? '';
  expect(ledgerRow).toContain(',Retiro,');
  expect(ledgerRow).toContain(beneficiary);
  expect(ledgerCsv).not.toContain('Bosques del Pacífico');
  await visitor.close();
});
