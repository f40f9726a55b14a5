import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, expect, expectAccessible, test } from '../support/fixtures';
import { smallPdf } from '../support/files';
import { text } from '../support/locales';
import { waitForSignatureLink } from '../support/outbox';

const s = (key: string, values: Record<string, string> = {}) =>
  text('es', 'signatures', key, values);

/** A certified demo project of the demo certifier (apps/api/src/seed/demo-project-data.ts). */
const PROJECT = 'Reforestación Mata Atlântica';

test("a certifier uploads the certification of a certified period and signs it by the mailed link; the project's signatures show it as the certifier's", async ({
  page,
  login,
}) => {
  test.setTimeout(180_000);
  // A name of its own: the link and the record found are this journey's, whatever runs beside it.
  const fileName = `certificacion-${randomUUID().slice(0, 8)}.pdf`;
  await login('certifier@demo.example');
  await page.goto('/my-projects');
  await page
    .getByRole('searchbox', { name: text('es', 'projects', 'list.search') })
    .fill('Mata Atl');
  await page.getByRole('button', { name: text('es', 'projects', 'list.apply') }).click();
  await page
    .getByRole('row')
    .filter({ hasText: PROJECT })
    .getByRole('button', { name: s('upload.action_certification'), exact: true })
    .click();
  const dialog = page.getByRole('dialog', {
    name: s('upload.title_certification', { name: PROJECT }),
  });
  await expect(dialog.getByLabel(s('upload.type'), { exact: true })).toHaveValue('certification');
  await expect(dialog.getByText(s('upload.intro_certification'))).toBeVisible();
  await dialog.getByLabel(s('upload.file_certification')).setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: smallPdf('Certificacion del periodo 1'),
  });
  await dialog.getByLabel(s('upload.period')).fill('1');
  await dialog.getByLabel(s('upload.isPublic')).uncheck();
  await expect(
    dialog
      .locator('.filepond--item')
      .filter({ hasText: fileName })
      .locator('.filepond--file-status-main'),
  ).toHaveText(text('es', 'files', 'uploader.processingComplete'), { timeout: 60_000 });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: s('upload.submit') }).click();
  await expect(page.getByText(/^Certificación guardada\./)).toBeVisible();

  // The certifying user gets the link: it signs as the certifier.
  const link = await waitForSignatureLink('certifier@demo.example', fileName);
  await page.goto(link);
  await expect(page.getByText(fileName).first()).toBeVisible();
  await expect(page.getByText(s('roles.certifier'), { exact: true })).toBeVisible();
  await page.getByLabel(s('page.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: s('page.sign') }).click();
  await expect(page.getByRole('heading', { name: s('page.signedTitle') })).toBeVisible();

  const projectId = /\/signature\/[\w-]+\/(\d+)\//.exec(link)?.[1] ?? '';
  await page.goto(`/projects/${projectId}`);
  const row = page
    .getByRole('region', { name: s('records.title') })
    .getByRole('row')
    .filter({ hasText: fileName });
  await expect(row).toContainText(`${s('documentTypes.certification')}: ${fileName}`);
  await expect(row).toContainText(s('roles.certifier'));
  await expectAccessible(page);
});
