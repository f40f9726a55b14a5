import { expect, expectAccessible, test } from '../support/fixtures';
import { smallPdf } from '../support/files';
import { text } from '../support/locales';
import { fillProjectData } from '../support/projects';

const c = (key: string, values: Record<string, string> = {}) =>
  text('es', 'projectConversion', key, values);
const t = (key: string, values: Record<string, string> = {}) => text('es', 'projects', key, values);
const f = (key: string) => text('es', 'files', key);
/** A label at the start of a name (a required field's name ends in its asterisk). */
const startsWith = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test('an owner converts a project from another registry and submits it from the conversion page', async ({
  page,
  login,
}) => {
  // An upload with its scan, three pages with their axe checks, a submission.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Manglar convertido ${stamp}`;

  // The owner records the origin and one vintage with its proof, and saves the draft.
  await login('owner@demo.example');
  await page.goto('/new-project-conversion');
  const form = page.getByRole('form', { name: c('form.label') });
  await form.getByRole('textbox', { name: startsWith(c('origin.name')) }).fill(name);
  await form
    .getByRole('combobox', { name: startsWith(c('origin.registry')) })
    .selectOption({ label: c('registries.verra') });
  await form.getByRole('textbox', { name: startsWith(c('origin.projectId')) }).fill(`VCS-${stamp}`);
  const vintage = form.getByRole('group', { name: c('vintages.row', { number: '1' }) });
  await vintage.getByLabel(c('vintages.vintage')).fill('2020');
  await vintage.getByLabel(c('vintages.serialStart')).fill(`E2E-${stamp}-1`);
  await vintage.getByLabel(c('vintages.serialEnd')).fill(`E2E-${stamp}-500`);
  await vintage.getByLabel(c('vintages.quantity')).fill('500');
  await vintage
    .getByLabel(c('vintages.proof'))
    .setInputFiles({ name: 'cancelacion.pdf', mimeType: 'application/pdf', buffer: smallPdf('C') });
  await expect(
    vintage
      .locator('.filepond--item')
      .filter({ hasText: 'cancelacion.pdf' })
      .locator('.filepond--file-status-main'),
  ).toHaveText(f('uploader.processingComplete'), { timeout: 60_000 });
  await form.getByRole('button', { name: c('form.save') }).click();
  await expect(page.getByText(c('form.saved'))).toBeVisible();
  await expect(page).toHaveURL(/\/project\/edit-project-conversion\/\d+$/);
  const projectId = Number(new URL(page.url()).pathname.split('/').pop());

  // The conversion names, in words, what its project still lacks, and cannot be submitted yet.
  const submission = page.getByRole('region', { name: c('submission.title') });
  await expect(
    submission.getByText(`${t('fields.standard')}: ${t('errors.required')}`),
  ).toBeVisible();
  await expect(submission.getByText(t('errors.ERROR_PDD_REQUIRED'))).toBeVisible();
  await expect(submission.getByRole('button', { name: t('form.submit') })).toBeDisabled();
  await expectAccessible(page);

  // A step with something missing opens in the project's form, which leads back to the conversion.
  const general = t('form.steps.general');
  await submission.getByRole('button', { name: t('review.goToStep', { step: general }) }).click();
  await expect(page).toHaveURL(new RegExp(`/project/edit/${projectId}$`));
  await expect(page.getByRole('heading', { name: new RegExp(`^${general}`) })).toBeVisible();
  const backToConversion = page.getByRole('link', { name: t('form.openConversion') });
  await expect(backToConversion).toBeVisible();

  // The project's own data is filled as its form saves it (the lifecycle journey fills it step by step).
  await fillProjectData(projectId, 'owner@demo.example');
  await page.reload();
  await backToConversion.click();
  await expect(page).toHaveURL(new RegExp(`/project/edit-project-conversion/${projectId}$`));

  // Nothing is missing now: the conversion is submitted from its own page.
  await expect(submission.getByText(t('review.ready'))).toBeVisible();
  await submission.getByRole('button', { name: t('form.submit') }).click();
  const dialog = page.getByRole('dialog', { name: t('form.confirmSubmitTitle') });
  await dialog.getByRole('button', { name: t('form.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(t('states.submitted')).first()).toBeVisible();
  await expectAccessible(page);
});
