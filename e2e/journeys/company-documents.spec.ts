import type { Page } from '@playwright/test';
import type { GetMyCompanyResponse } from '@registry/contract/company/my-company';
import { createCompany, type E2ECompany } from '../support/companies';
import { PLATFORM, STORAGE, expect, expectAccessible, test } from '../support/fixtures';
import { text } from '../support/locales';

const m = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (message, [name, value]) => message.replaceAll(`{{${name}}}`, value),
    text('es', 'myCompany', key),
  );
const files = (key: string) => text('es', 'files', key);

/** A small, valid one-page PDF. */
function smallPdf(title: string): Buffer {
  const content = `BT /F1 12 Tf (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The EICAR anti-virus test file (68 bytes), put together here so no file in the repo holds it. */
function eicar(): Buffer {
  const parts = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-', 'TEST-FILE!$H+H*'];
  const file = Buffer.from(parts.join(''), 'latin1');
  expect(file).toHaveLength(68);
  return file;
}

/** The start of a 64-bit Linux executable (ELF header). */
function elfExecutable(): Buffer {
  const file = Buffer.alloc(512);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(file, 0);
  file.writeUInt16LE(2, 16); // ET_EXEC
  file.writeUInt16LE(0x3e, 18); // x86-64
  file.writeUInt32LE(1, 20);
  return file;
}

/** The start of a Windows executable (MZ header pointing at a PE header). */
function peExecutable(): Buffer {
  const file = Buffer.alloc(512);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  file.writeUInt16LE(0x8664, 0x84);
  return file;
}

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
