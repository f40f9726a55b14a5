import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from '../support/fixtures';
import { expectFocusOn, scrollTop, tabTo } from '../support/keyboard';
import { smallPdf } from '../support/files';
import { DEMO_COMPANIES, issueToOwner, positionsOf } from '../support/ledger';
import { text } from '../support/locales';
import { waitForStillPage } from '../support/page-checks';

// Every step below is taken with the keyboard alone (Tab, Shift+Tab, Enter,
// Space, arrows, Escape, typing), and after each the focus is where the user
// needs it, with a ring they can see (3:1 against its background).

const tr = (key: string, values: Record<string, string> = {}) =>
  text('es', 'transfers', key, values);
const s = (key: string, values: Record<string, string> = {}) =>
  text('es', 'subAccounts', key, values);
const ui = (key: string) => text('es', 'ui', key);

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('an owner transfers credits with the keyboard alone: each step starts at its heading, the confirmation on Cancelar', async ({
  page,
  login,
}) => {
  test.setTimeout(180_000);
  const block = await issueToOwner(30);
  const position = (await positionsOf('owner@demo.example')).find(
    (held) => held.serialId === block.serialId,
  );
  if (!position) throw new Error('the owner does not hold the issued block');
  await login('owner@demo.example');
  await page.goto(`/transfer-certification/${position.projectId}/${block.serialId}/10`);
  await waitForStillPage(page);

  // The skip link is the first stop, above the navbar, and leads into the page.
  const skip = page.getByRole('link', { name: text('es', 'layout', 'skipLink') });
  await page.keyboard.press('Tab');
  await expectFocusOn(page, skip);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel(tr('form.search')), { max: 3 });
  await expectFocusOn(page, page.getByLabel(tr('form.search')));

  await page.keyboard.type('Mercado de Carbono');
  const company = page.getByRole('combobox', { name: tr('form.company') });
  await expect(company.locator('option').filter({ hasText: DEMO_COMPANIES.trader })).toHaveCount(1);
  await tabTo(page, company);
  await page.keyboard.type(DEMO_COMPANIES.trader.slice(0, 6));
  await expect(company.locator('option:checked')).toContainText(DEMO_COMPANIES.trader);
  const quantity = page.getByLabel(tr('form.quantity', { unit: 't', max: '30' }));
  await tabTo(page, quantity);
  await expect(quantity).toHaveValue('10');

  // Continuar (Enter in the form) shows the summary with its heading focused.
  await page.keyboard.press('Enter');
  const summaryHeading = page.getByRole('heading', { level: 2, name: tr('summary.title') });
  await expectFocusOn(page, summaryHeading);

  // Volver returns to the form, its heading focused and the choice kept.
  await tabTo(page, page.getByRole('button', { name: tr('summary.back') }));
  await page.keyboard.press('Enter');
  await expectFocusOn(page, page.getByRole('heading', { level: 2, name: tr('form.title') }));
  await expect(company.locator('option:checked')).toContainText(DEMO_COMPANIES.trader);
  await tabTo(page, page.getByRole('button', { name: tr('form.continue') }));
  await page.keyboard.press('Enter');
  await expectFocusOn(page, summaryHeading);

  // The irreversible step opens on Cancelar; Tab goes round the dialog.
  await tabTo(
    page,
    page.getByRole('region', { name: tr('summary.title') }).getByRole('button', {
      name: tr('summary.transfer'),
    }),
  );
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: tr('confirm.title') });
  await expectFocusOn(
    page,
    confirm.getByRole('button', { name: text('es', 'ui', 'confirm.cancel') }),
  );
  const send = confirm.getByRole('button', { name: tr('summary.transfer') });
  await tabTo(page, send, { max: 4 });
  await expectFocusOn(page, send);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expectFocusOn(page, send);
  await page.keyboard.press('Enter');

  // Back in the positions, at their top, the heading has the focus.
  await expect(page).toHaveURL(/\/my-positions$/);
  await expectFocusOn(page, heading(page, text('es', 'routes', 'myPositions')));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(
    page.getByText(tr('done', { quantity: '10 t', company: DEMO_COMPANIES.trader })),
  ).toBeVisible();

  // Descargar CSV keeps the focus on its button.
  const csv = page.getByRole('button', { name: ui('table.download') }).first();
  await tabTo(page, csv, { max: 120 });
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  await download;
  await expectFocusOn(page, csv);
});

test('an owner opens a sub-account and moves credits into it with the keyboard alone', async ({
  page,
  login,
}) => {
  test.setTimeout(180_000);
  const block = await issueToOwner(20);
  const name = `Teclado ${Date.now().toString(36)}`;
  await login('owner@demo.example');
  await page.goto('/manage-sub-accounts');
  await waitForStillPage(page);

  // The dialog opens on its field; Shift+Tab from its first stop (✕) goes round to the last.
  await tabTo(page, page.getByRole('button', { name: s('create.action') }));
  await page.keyboard.press('Enter');
  const create = page.getByRole('dialog', { name: s('create.title') });
  const field = create.getByLabel(s('name.label'));
  await expectFocusOn(page, field);
  const closeButton = create.getByRole('button', { name: text('es', 'ui', 'modal.close') });
  await page.keyboard.press('Shift+Tab');
  await expectFocusOn(page, closeButton);
  await page.keyboard.press('Shift+Tab');
  await expectFocusOn(page, create.getByRole('button', { name: s('create.submit') }));
  await page.keyboard.press('Tab');
  await expectFocusOn(page, closeButton);
  await page.keyboard.press('Tab');
  await expectFocusOn(page, field);
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.getByText(s('created', { name }))).toBeVisible();
  // The dialog is gone; the focus is back where the user was, not on the page's body.
  await expectFocusOn(page, page.getByRole('button', { name: s('create.action') }));

  // Move 5 t of the new block into it: arrows through the blocks, the account, the quantity.
  await tabTo(page, page.getByRole('button', { name: s('move.action') }));
  await page.keyboard.press('Enter');
  const move = page.getByRole('dialog', { name: s('move.title') });
  const first = move.getByRole('radio').first();
  await expectFocusOn(page, first);
  const wanted = move.getByRole('radio', { name: new RegExp(block.serial) });
  for (let presses = 0; presses < 200; presses++) {
    if (await wanted.evaluate((radio) => radio === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expectFocusOn(page, wanted);
  await expect(wanted).toBeChecked();
  await page.keyboard.press('Tab');
  const target = move.getByLabel(s('move.target'));
  await expectFocusOn(page, target);
  await page.keyboard.type(name.slice(0, 7));
  await expect(target.locator('option:checked')).toHaveText(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');

  const sure = page.getByRole('dialog', { name: s('move.confirmTitle') });
  await expectFocusOn(page, sure.getByRole('button', { name: text('es', 'ui', 'confirm.cancel') }));
  await page.keyboard.press('Tab');
  await expectFocusOn(page, sure.getByRole('button', { name: s('move.submit') }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(s('move.done'))).toBeVisible();
  // After the move the focus is on its result or back on the button that started it, never lost.
  await expect(page.locator('body')).not.toBeFocused();
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  await expectFocusOn(page, focused);
});

const pp = (key: string, values: Record<string, string> = {}) =>
  text('es', 'publicProjects', key, values);

test('a visitor filters the public list, opens a project, comes back to the same filter and uses the map with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/projects-list');
  await waitForStillPage(page);
  const filters = page.getByRole('complementary', { name: pp('list.filters') });

  // The results are a few Tabs away: the filters' first stop skips to them.
  const toResults = page.getByRole('link', { name: pp('list.skipToResults') });
  expect(await tabTo(page, toResults, { max: 12 })).toBeLessThanOrEqual(12);
  await expectFocusOn(page, toResults);
  await page.keyboard.press('Enter');
  const count = page.getByText(/^\d+ proyectos? encontrados?$/);
  await expectFocusOn(page, count);
  const solar = page.getByRole('link', { name: 'Solar Fotovoltaica Atacama' });
  expect(
    await tabTo(page, page.getByRole('table').getByRole('link').first(), { max: 6 }),
  ).toBeLessThanOrEqual(6);

  // A facet group is one stop; Enter opens it, Space ticks a country.
  const countryButton = filters.getByRole('button', { name: pp('facets.country'), exact: true });
  await tabTo(page, countryButton, { backwards: true });
  await expectFocusOn(page, countryButton);
  await page.keyboard.press('Enter');
  await expect(countryButton).toHaveAttribute('aria-expanded', 'true');
  const chile = page
    .getByRole('group', { name: pp('facets.country') })
    .getByRole('checkbox', { name: /^Chile \(\d+\)$/ });
  await tabTo(page, chile, { max: 30 });
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/[?&]country=\d+/);
  await expect(chile).toBeChecked();
  await expectFocusOn(page, chile);
  await expect(page.getByRole('link', { name: 'Parque Eólico Alta Guajira' })).toHaveCount(0);

  // The project opens on its heading; its way back keeps the filter.
  await tabTo(page, solar);
  await page.keyboard.press('Enter');
  await expectFocusOn(page, heading(page, 'Solar Fotovoltaica Atacama'));
  const back = page.getByRole('link', { name: pp('project.back') });
  await tabTo(page, back);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects-list\?country=\d+$/);
  await expectFocusOn(page, page.getByRole('heading', { level: 1 }));
  await expect(chile).toBeChecked();

  // The map: Enter on a marker moves the focus into its popup; Escape closes it, back on the marker.
  const mapButton = page.getByRole('button', { name: pp('list.viewMap') });
  await tabTo(page, mapButton);
  await page.keyboard.press('Enter');
  const marker = page.locator('.leaflet-marker-icon[title="Solar Fotovoltaica Atacama"]');
  await tabTo(page, marker);
  await expectFocusOn(page, marker);
  await page.keyboard.press('Enter');
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  const inPopup = page.locator('.leaflet-popup :focus');
  await expect(inPopup).toHaveCount(1);
  await expectFocusOn(page, inPopup);
  await expect(popup.locator('.leaflet-popup-close-button')).toHaveAccessibleName(
    ui('modal.close'),
  );
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expectFocusOn(page, marker);
});

const pj = (key: string, values: Record<string, string> = {}) =>
  text('es', 'projects', key, values);

test('a developer starts a project, saves its draft, passes the goals, chooses a party and uploads and removes a document with the keyboard alone', async ({
  page,
  login,
}) => {
  test.setTimeout(180_000);
  const name = `Teclado ${Date.now().toString(36)}`;
  await login('developer@demo.example');
  await page.goto('/new-project');
  await waitForStillPage(page);

  // Guardar borrador keeps the focus on itself on the draft's own page.
  await tabTo(page, page.getByLabel(pj('fields.name')));
  await page.keyboard.type(name);
  const save = page.getByRole('button', { name: pj('form.saveDraft') });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(page.getByText(pj('form.draftSaved'))).toBeVisible();
  await expect(page).toHaveURL(/\/project\/edit\/\d+$/);
  await expectFocusOn(page, save);

  // The seventeen goals are one stop: Enter opens them, Space ticks one, and Siguiente is near.
  const goals = page.getByRole('button', { name: new RegExp(`^${pj('fields.sdgs')}:`) });
  await tabTo(page, goals, { backwards: true });
  await expectFocusOn(page, goals);
  await page.keyboard.press('Enter');
  await expect(goals).toHaveAttribute('aria-expanded', 'true');
  const goal = page.getByRole('checkbox', { name: pj('fields.sdg', { number: '15' }) });
  await tabTo(page, goal, { max: 20 });
  await page.keyboard.press('Space');
  await expect(goal).toBeChecked();
  await tabTo(page, goals, { backwards: true, max: 20 });
  await page.keyboard.press('Enter');
  await expect(goals).toHaveAttribute('aria-expanded', 'false');
  await expect(goals).toHaveAccessibleName(
    `${pj('fields.sdgs')}: ${pj('fields.sdgsChosen_one', { count: '1', list: '15' })}`,
  );
  const next = page.getByRole('button', { name: pj('form.next') });
  expect(await tabTo(page, next, { max: 4 })).toBeLessThanOrEqual(4);

  const stepHeading = (step: string) =>
    page.getByRole('heading', { name: new RegExp(`^${pj(`form.steps.${step}`)}`) });
  const goTo = async (step: string) => {
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, stepHeading(step));
  };
  await page.keyboard.press('Enter');
  await expectFocusOn(page, stepHeading('location'));

  // A party is chosen from the search's answers; the choice takes the focus.
  await goTo('parties');
  const owner = 'Bosques del Pacífico S.A.S.';
  await tabTo(page, page.getByLabel(pj('parties.owner'), { exact: true }));
  await page.keyboard.type(owner.slice(0, 12));
  const choose = page.getByRole('button', { name: pj('parties.choose', { name: owner }) });
  await expect(choose).toBeVisible();
  await tabTo(page, choose);
  await page.keyboard.press('Enter');
  await expectFocusOn(page, page.getByText(pj('parties.chosen', { name: owner })));

  // The uploader shows its ring; Enter opens the file chooser; Eliminar gives the focus back to it.
  await goTo('crediting');
  await goTo('labels');
  await goTo('documents');
  const upload = page.getByLabel(pj('documents.upload'));
  await tabTo(page, upload);
  await expectFocusOn(page, upload);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (
    await chooser
  ).setFiles({ name: 'pdd.pdf', mimeType: 'application/pdf', buffer: smallPdf('PDD') });
  const item = page.locator('.filepond--item').filter({ hasText: 'pdd.pdf' });
  await expect(item.locator('.filepond--file-status-main')).toHaveText(
    text('es', 'files', 'uploader.processingComplete'),
    { timeout: 60_000 },
  );
  const remove = item.getByRole('button', {
    name: text('es', 'files', 'uploader.buttonRemoveItem'),
  });
  await tabTo(page, remove, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(item).toHaveCount(0);
  await expectFocusOn(page, upload);
});

const lay = (key: string, values: Record<string, string> = {}) => text('es', 'layout', key, values);

test('a trader logs in after a refused password, walks a header menu with the arrows, switches language and logs out with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await waitForStillPage(page);
  const login = (key: string) => text('es', 'auth', `login.${key}`);
  const main = page.getByRole('main');

  // The skip link shows above the navbar on the first Tab.
  await page.keyboard.press('Tab');
  await expectFocusOn(page, page.getByRole('link', { name: lay('skipLink') }));

  // A refused password: the focus goes to the captcha's new checkbox, one Space from solving it.
  await tabTo(page, main.getByLabel(login('email')));
  await page.keyboard.type('trader@demo.example');
  await page.keyboard.press('Tab');
  await expectFocusOn(page, main.getByLabel(login('password'), { exact: true }));
  await page.keyboard.type('Not-the-password-1!');
  const checkbox = page.locator('altcha-widget input[type="checkbox"]');
  const widget = page.locator('altcha-widget .altcha');
  await tabTo(page, checkbox, { max: 3 });
  await expectFocusOn(page, checkbox);
  await page.keyboard.press('Space');
  await expect(widget).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
  const submit = main.getByRole('button', { name: login('submit') });
  await tabTo(page, submit, { max: 4 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(widget).not.toHaveAttribute('data-state', 'verified');
  await expectFocusOn(page, checkbox);
  await page.keyboard.press('Space');
  await expect(widget).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
  await tabTo(page, main.getByLabel(login('password'), { exact: true }), { backwards: true });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(DEMO_PASSWORD);
  await tabTo(page, submit, { max: 5 });
  await page.keyboard.press('Enter');

  // Logged in, the page it lands on starts at its heading.
  await expect(page).not.toHaveURL(/\/login/);
  await expectFocusOn(page, page.getByRole('heading', { level: 1 }));

  // Arrows move through a header menu without scrolling the page; Escape closes it on its toggle.
  const positions = page.getByRole('button', { name: lay('nav.groups.positions') });
  await tabTo(page, positions, { backwards: true });
  const scrolled = await scrollTop(page);
  await page.keyboard.press('ArrowDown');
  await expect(positions).toHaveAttribute('aria-expanded', 'true');
  await expectFocusOn(page, page.getByRole('link', { name: lay('nav.items.myPositions') }));
  await page.keyboard.press('ArrowDown');
  await expectFocusOn(page, page.getByRole('link', { name: lay('nav.items.convertToKg') }));
  await page.keyboard.press('ArrowUp');
  await expectFocusOn(page, page.getByRole('link', { name: lay('nav.items.myPositions') }));
  expect(await scrollTop(page)).toBe(scrolled);
  await page.keyboard.press('Escape');
  await expect(positions).toHaveAttribute('aria-expanded', 'false');
  await expectFocusOn(page, positions);

  // A menu's link opens its page on its heading.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-positions$/);
  await expectFocusOn(page, heading(page, text('es', 'routes', 'myPositions')));

  // The language changes (the page reloads) and the focus is back on its menu.
  const language = page.locator('#language-picker-toggle');
  await tabTo(page, language, { backwards: true });
  await page.keyboard.press('ArrowDown');
  const english = page.locator('#language-picker-menu').getByRole('button', { name: 'English' });
  for (let presses = 0; presses < 3; presses++) {
    if (await english.evaluate((item) => item === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expectFocusOn(page, english);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('en', 'routes', 'myPositions'),
  );
  await expectFocusOn(page, language);

  // Logging out lands on the login page's heading.
  await tabTo(page, page.locator('#account-menu-toggle'), { backwards: true });
  await page.keyboard.press('ArrowUp');
  await expectFocusOn(
    page,
    page.getByRole('button', { name: text('en', 'layout', 'account.logout') }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login/);
  await expectFocusOn(page, heading(page, text('en', 'auth', 'login.title')));
});

test('at 390 px the menu panel closes on Escape, back on its toggle', async ({ page, login }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login('owner@demo.example');
  await page.goto('/my-positions');
  await waitForStillPage(page);
  const toggler = page.getByRole('button', { name: lay('header.toggle') });
  await tabTo(page, toggler);
  await expectFocusOn(page, toggler);
  await page.keyboard.press('Enter');
  await expect(toggler).toHaveAttribute('aria-expanded', 'true');
  const positions = page.getByRole('button', { name: lay('nav.groups.positions') });
  await tabTo(page, positions);
  await expectFocusOn(page, positions);
  await page.keyboard.press('Escape');
  await expect(toggler).toHaveAttribute('aria-expanded', 'false');
  await expectFocusOn(page, toggler);
});

test('an owner switches company with the keyboard alone and keeps the focus on the company menu', async ({
  page,
  login,
}) => {
  await login('owner@demo.example');
  await page.goto('/my-positions');
  await waitForStillPage(page);
  const toggle = page.locator('#company-selector-toggle');
  await tabTo(page, toggle);
  await expect(toggle).toContainText('Bosques del Pacífico S.A.S.');
  await page.keyboard.press('ArrowDown');
  const developer = page
    .locator('#company-selector-menu')
    .getByRole('button', { name: /Andes Carbon Developers S\.A\.S\./ });
  for (let presses = 0; presses < 6; presses++) {
    if (await developer.evaluate((item) => item === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expectFocusOn(page, developer);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(toggle).toContainText('Andes Carbon Developers S.A.S.');
  await expect(
    page.getByText(lay('company.switched', { company: 'Andes Carbon Developers S.A.S.' })),
  ).toBeVisible();
  await expectFocusOn(page, toggle);
});
