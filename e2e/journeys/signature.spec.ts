import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, expect, expectAccessible, test } from '../support/fixtures';
import { smallPdf } from '../support/files';
import { text } from '../support/locales';
import { readOutbox, waitForSignatureLink } from '../support/outbox';
import { waitForStillPage } from '../support/page-checks';

const s = (key: string, values: Record<string, string> = {}) =>
  text('es', 'signatures', key, values);
const f = (key: string) => text('es', 'files', key);

/** The demo project the ovv validates (apps/api/src/seed/demo-signatures.ts). */
const PROJECT = 'Gas de Relleno Sanitario Doña Juana';

test('an ovv uploads its validation report, signs it by the mailed link with its password, and the link refuses a second use', async ({
  page,
  login,
}) => {
  test.setTimeout(180_000);
  // A name of its own: the link and the record found are this journey's, whatever runs beside it.
  const fileName = `informe-validacion-${randomUUID().slice(0, 8)}.pdf`;
  await login('ovv@demo.example');
  await page.goto('/my-projects');
  const row = page.getByRole('row').filter({ hasText: PROJECT });
  await row.getByRole('button', { name: s('upload.action'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: s('upload.title', { name: PROJECT }) });
  await expect(dialog.getByLabel(s('upload.type'), { exact: true })).toHaveValue(
    'validationReport',
  );
  await dialog.getByLabel(s('upload.file')).setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: smallPdf('Informe de validacion'),
  });
  await expect(
    dialog
      .locator('.filepond--item')
      .filter({ hasText: fileName })
      .locator('.filepond--file-status-main'),
  ).toHaveText(f('uploader.processingComplete'), { timeout: 60_000 });
  await expectAccessible(page);
  const mailsBefore = readOutbox().length;
  await dialog.getByRole('button', { name: s('upload.submit') }).click();
  await expect(page.getByText(/^Informe guardado\./)).toBeVisible();
  expect(readOutbox().length).toBeGreaterThan(mailsBefore);

  // The mailed one-time link: the document, its SHA-256, the consent; the password signs.
  const link = await waitForSignatureLink('ovv@demo.example', fileName);
  await page.goto(link);
  await expect(page.getByTestId('document-sha256')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByText(fileName).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: s('page.consent') })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(s('page.password'), { exact: true }).fill('Contraseña-Equivocada-1');
  await page.getByRole('button', { name: s('page.sign') }).click();
  await expect(page.getByRole('alert')).toContainText('La contraseña no es correcta');
  await page.getByLabel(s('page.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: s('page.sign') }).click();
  await expect(page.getByRole('heading', { name: s('page.signedTitle') })).toBeVisible();
  await expectAccessible(page);

  // The same link a second time: refused.
  await page.goto(link);
  await expect(page.getByTestId('error-state')).toContainText('Este enlace de firma ya se usó');
  await expect(page.getByRole('button', { name: s('page.sign') })).toHaveCount(0);

  // The project page lists the signature to the project's parties.
  const projectId = /\/signature\/[\w-]+\/(\d+)\//.exec(link)?.[1] ?? '';
  await page.goto(`/projects/${projectId}`);
  // The records come after the project's other parts: wait, as a reader does, for the page to settle.
  await waitForStillPage(page);
  const signatures = page.getByRole('region', { name: s('records.title') });
  await expect(signatures.getByRole('row').filter({ hasText: fileName })).toBeVisible();
  await expectAccessible(page);
});
