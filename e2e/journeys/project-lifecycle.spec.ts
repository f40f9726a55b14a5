import type { Page } from '@playwright/test';
import { apiLogin, expect, expectAccessible, test } from '../support/fixtures';
import { smallPdf } from '../support/files';
import { text } from '../support/locales';

const t = (key: string, values: Record<string, string> = {}) => text('es', 'projects', key, values);
const f = (key: string) => text('es', 'files', key);

/** The bell's name up to its count: "Notificaciones: ". */
const [bellLabel = ''] = text('es', 'layout', 'bell.label', { count: '#' }).split('#');

/** The day `days` from today, as a date input takes it (YYYY-MM-DD, UTC). */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function chooseParty(page: Page, kind: 'owner' | 'certifier' | 'ovv', name: string) {
  await page.getByLabel(t(`parties.${kind}`), { exact: true }).fill(name.slice(0, 12));
  await page.getByRole('button', { name: t('parties.choose', { name }) }).click();
  // The focus lands on the choice, not on the page's body.
  await expect(page.getByText(t('parties.chosen', { name }))).toBeFocused();
}

async function nextStep(page: Page, step: string) {
  await page.getByRole('button', { name: t('form.next') }).click();
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${t(`form.steps.${step}`)}`) }),
  ).toBeFocused();
}

test('a developer fills a project in steps with its PDD, saves a draft, submits it, and the certifier opens public comment', async ({
  page,
  browser,
  baseURL,
  login,
}) => {
  test.setTimeout(300_000);
  const name = `Bosque Nublado ${Date.now()}`;

  // The developer starts a project and saves a draft with only its name.
  await login('developer@demo.example');
  await page.goto('/new-project');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel(t('fields.name')).fill(name);
  await expectAccessible(page);
  await page.getByRole('button', { name: t('form.saveDraft') }).click();
  await expect(page.getByText(t('form.draftSaved'))).toBeVisible();
  await expect(page).toHaveURL(/\/project\/edit\/\d+$/);
  // The saved draft's edit page opens with the focus still on Save draft.
  await expect(page.getByRole('button', { name: t('form.saveDraft') })).toBeFocused();

  // It comes back to the draft from My projects.
  await page.goto('/my-projects');
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('link', { name: t('list.editAction'), exact: true })
    .click();
  await expect(page.getByLabel(t('fields.name'))).toHaveValue(name);

  // General data.
  // The API names the standards in the language: the CDM as Spanish writes it.
  await page
    .getByLabel(t('fields.standard'))
    .selectOption({ label: text('es', 'publicProjects', 'standards.CDM') });
  const methodology = page.getByLabel(t('fields.methodology'));
  await expect(methodology).toBeEnabled();
  await methodology.selectOption({ index: 1 });
  await page.getByLabel(t('fields.sector')).selectOption({ label: t('sectors.afolu') });
  await page.getByLabel(t('fields.type')).selectOption({ label: t('types.removal') });
  await page.getByLabel(t('fields.descriptionEs')).fill('Restauración de bosque nublado andino.');
  await page.getByLabel(t('fields.descriptionEn')).fill('Restoration of Andean cloud forest.');
  // The 17 goals sit behind one button (one Tab stop): opened with the keyboard, it says which are chosen.
  const goals = page.getByRole('button', { name: new RegExp(`^${t('fields.sdgs')}:`) });
  await expect(goals).toHaveAttribute('aria-expanded', 'false');
  await goals.focus();
  await page.keyboard.press('Enter');
  await expect(goals).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('checkbox', { name: t('fields.sdg', { number: '15' }) }).check();
  await expect(goals).toHaveAccessibleName(
    `${t('fields.sdgs')}: ${t('fields.sdgsChosen_one', { count: '1', list: '15' })}`,
  );

  // Location: the place and the point, typed.
  await nextStep(page, 'location');
  await page.getByLabel(t('fields.countryId')).selectOption({ label: 'Colombia' });
  const region = page.getByLabel(t('fields.regionId'));
  await expect(region.locator('option')).not.toHaveCount(1);
  await region.selectOption({ index: 1 });
  const city = page.getByLabel(t('fields.cityId'));
  await expect(city.locator('option')).not.toHaveCount(1);
  await city.selectOption({ index: 1 });
  await page.getByLabel(t('fields.latitude')).fill('4.711');
  await page.getByLabel(t('fields.longitude')).fill('-74.072');
  await expect(page.getByRole('region', { name: /mapa/i })).toBeVisible();

  // Parties: the developer is its own company; the owner, certifier and ovv are searched.
  await nextStep(page, 'parties');
  await chooseParty(page, 'owner', 'Bosques del Pacífico S.A.S.');
  await chooseParty(page, 'certifier', 'Certificadora Carbono Verde S.A.');
  await chooseParty(page, 'ovv', 'Validadora y Verificadora OVV S.A.S.');

  // Crediting period and estimate.
  await nextStep(page, 'crediting');
  await page.getByLabel(t('fields.creditingStart')).fill('2027-01-01');
  await page.getByLabel(t('fields.creditingEnd')).fill('2046-12-31');
  await page.getByLabel(t('fields.estimatedAnnualReductions')).fill('12000');

  // Labels stay as they are; the PDD goes up through the uploader.
  await nextStep(page, 'labels');
  await nextStep(page, 'documents');
  await page
    .getByLabel(t('documents.upload'))
    .setInputFiles({ name: 'pdd.pdf', mimeType: 'application/pdf', buffer: smallPdf('PDD') });
  await expect(
    page
      .locator('.filepond--item')
      .filter({ hasText: 'pdd.pdf' })
      .locator('.filepond--file-status-main'),
  ).toHaveText(f('uploader.processingComplete'), { timeout: 60_000 });
  await expect(page.getByLabel(t('documents.documentType'))).toHaveValue('pdd');

  // The review lists nothing missing; the submission asks first.
  await nextStep(page, 'review');
  await expect(page.getByText(t('review.ready'))).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: t('form.submit') }).click();
  const confirm = page.getByRole('dialog', { name: t('form.confirmSubmitTitle') });
  await confirm.getByRole('button', { name: t('form.submit') }).click();
  await expect(page).toHaveURL(/\/my-projects$/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(t('states.submitted'));
  await expect(row).toContainText(/CDM-CO-\d{4}/);
  await expectAccessible(page);

  // The certifier opens public comment: 10 days are refused, 31 accepted.
  const certifierContext = await browser.newContext({ baseURL, locale: 'es-CO' });
  const certifier = await certifierContext.newPage();
  const session = await apiLogin('certifier@demo.example');
  await certifier.addInitScript((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('refreshToken', s.refreshToken);
  }, session);
  // Its bell's "see all" lists the submission, which leads to the project.
  await certifier.goto('/');
  await certifier.getByRole('button', { name: bellLabel }).click();
  await certifier
    .locator('ul.notification-menu')
    .getByRole('link', { name: text('es', 'layout', 'notifications.seeAll') })
    .click();
  await expect(
    certifier.getByRole('heading', { name: text('es', 'layout', 'notifications.inbox.title') }),
  ).toBeVisible();
  const submitted = certifier.getByTestId('notifications-inbox-item').filter({ hasText: name });
  await expect(submitted.first()).toContainText(t('states.submitted'));
  await expectAccessible(certifier);
  await submitted.first().getByRole('link').click();
  await expect(certifier).toHaveURL(/\/projects\/\d+$/);
  await expect(certifier.getByRole('heading', { level: 1, name })).toBeVisible();

  // It opens the submitted project from its list and moves it on from the project's page.
  await certifier.goto('/my-projects');
  await certifier.getByRole('row').filter({ hasText: name }).getByRole('link', { name }).click();
  await expect(certifier.getByRole('heading', { level: 1, name })).toBeVisible();
  const assigned = certifier.getByRole('region', {
    name: t('party.title'),
  });
  await expect(assigned).toContainText(t('roles.certifier'));
  await assigned.getByRole('button', { name: t('actions.openPublicComment') }).click();
  const dialog = certifier.getByRole('dialog');
  const endDate = dialog.getByLabel(t('dialog.publicCommentEndsOn'));
  await endDate.fill(dayFromToday(10));
  await dialog.getByRole('button', { name: t('actions.openPublicComment') }).click();
  await expect(endDate).toHaveAttribute('aria-invalid', 'true');
  await endDate.fill(dayFromToday(31));
  await dialog.getByRole('button', { name: t('actions.openPublicComment') }).click();
  await expect(certifier.getByText(t('actionDone.openPublicComment'))).toBeVisible();
  await expect(assigned).toContainText(t('states.publicComment'));
  await expectAccessible(certifier);
  await certifierContext.close();

  // The developer's bell says the project's new state and leads to the project.
  await page.goto('/my-projects');
  await page.getByRole('button', { name: bellLabel }).click();
  const notice = page.getByTestId('notification-menu-item').filter({ hasText: name });
  await expect(notice).toContainText(t('states.publicComment'));
  await notice.getByRole('link').click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
