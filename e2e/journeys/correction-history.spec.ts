import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, openSignedInPage, test } from '../support/fixtures';
import { text } from '../support/locales';
import { createSubmittedProject, publicProjectId } from '../support/projects';

const c = (key: string, values: Record<string, string> = {}) =>
  text('es', 'correctionHistory', key, values);
const p = (key: string, values: Record<string, string> = {}) => text('es', 'projects', key, values);

test('anyone reads the correction of a submitted project, from its page, and downloads it as CSV', async ({
  page,
}) => {
  // The demo wind farm was sent back for corrections after its submission,
  // saved through the save action with a reason, and submitted again.
  const projectId = await publicProjectId('Alta Guajira');
  await page.goto(`/projects/${projectId}`);
  await page
    .getByRole('link', { name: text('es', 'publicProjects', 'project.corrections') })
    .click();
  await expect(page).toHaveURL(`/correction-history/${projectId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: text('es', 'routes', 'correctionHistory') }),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: c('fields.estimatedAnnualReductions') });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('310.000');
  await expect(row).toContainText('290.000');
  await expect(row).toContainText('Factor de planta corregido');
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: text('es', 'ui', 'table.download') }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv).toContain(c('fields.estimatedAnnualReductions'));
  expect(csv).toContain('Factor de planta corregido');
});

test('a certifier asks for a correction with its reason, the developer corrects and resubmits, and the history shows the change', async ({
  page,
  browser,
  login,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}-${testInfo.workerIndex}-${testInfo.repeatEachIndex}`;
  const name = `Páramo Corregido ${stamp}`;
  const asked = `La estimación de ${stamp} no coincide con el PDD.`;
  const why = `Línea base recalculada con el inventario forestal ${stamp}.`;
  const projectId = await createSubmittedProject({
    name,
    estimatedAnnualReductions: 12_000,
    areaHectares: 640,
  });

  // The certifier sends it back with the reason.
  await login('certifier@demo.example');
  await page.goto('/my-projects');
  const assigned = page.getByRole('row').filter({ hasText: name });
  await expect(assigned).toContainText(p('states.submitted'));
  await assigned.getByRole('button', { name: p('actions.requestCorrections') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(p('dialog.reason')).fill(asked);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: p('actions.requestCorrections') }).click();
  await expect(page.getByText(p('actionDone.requestCorrections'))).toBeVisible();
  // Back in the developer's hands as a draft, it leaves the certifier's list.
  await expect(assigned).toHaveCount(0);

  // The developer corrects the estimate; the save asks why first.
  const developer = await openSignedInPage(browser, 'developer@demo.example');
  await developer.goto(`/project/edit/${projectId}`);
  // The certifier's request beside the form, and the saved choices shown as saved.
  const request = developer.getByRole('region', { name: p('correctionRequest.title') });
  await expect(request).toContainText(asked);
  await expect(developer.getByLabel(p('fields.standard'))).not.toHaveValue('');
  await expect(developer.getByLabel(p('fields.standard')).locator('option:checked')).not.toHaveText(
    p('form.choose'),
  );
  await expect(
    developer.getByLabel(p('fields.methodology')).locator('option:checked'),
  ).not.toHaveText(p('form.choose'));
  await developer.getByRole('button', { name: new RegExp(p('form.steps.location')) }).click();
  for (const field of ['fields.countryId', 'fields.regionId', 'fields.cityId']) {
    await expect(developer.getByLabel(p(field)).locator('option:checked')).not.toHaveText(
      p('form.choose'),
    );
  }
  await developer.getByRole('button', { name: new RegExp(p('form.steps.crediting')) }).click();
  const estimate = developer.getByLabel(p('fields.estimatedAnnualReductions'));
  await expect(estimate).toHaveValue('12000');
  await estimate.fill('11500');
  await developer.getByRole('button', { name: p('form.saveDraft') }).click();
  const reason = developer.getByLabel(p('form.correctionReason'));
  await expect(reason).toBeFocused();
  await expect(developer.getByText(p('form.correctionReasonRequired'))).toBeVisible();
  await expectAccessible(developer);
  await reason.fill(why);
  await developer.getByRole('button', { name: new RegExp(p('form.steps.review')) }).click();
  await developer.getByRole('button', { name: p('form.submit') }).click();
  const confirm = developer.getByRole('dialog', { name: p('form.confirmSubmitTitle') });
  await confirm.getByRole('button', { name: p('form.submit') }).click();
  await expect(developer).toHaveURL(/\/my-projects$/);
  await expect(developer.getByRole('row').filter({ hasText: name })).toContainText(
    p('states.submitted'),
  );
  await developer.context().close();

  // Anyone reads the change: the field, before and after, and the developer's reason.
  await page.goto(`/correction-history/${projectId}`);
  const rows = page.getByRole('table').getByRole('row');
  const row = rows.filter({ hasText: c('fields.estimatedAnnualReductions') });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('12.000');
  await expect(row).toContainText('11.500');
  await expect(row).toContainText(why);
  // Nothing else changed: the area, which the form does not show, stayed as it was.
  await expect(rows).toHaveCount(2);
  await expectAccessible(page);
});
