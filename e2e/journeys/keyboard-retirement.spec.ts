import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from '../support/fixtures';
import { expectFocusOn, tabTo } from '../support/keyboard';
import { DEMO_COMPANIES, issueToOwner, positionsOf } from '../support/ledger';
import { text } from '../support/locales';
import { waitForStillPage } from '../support/page-checks';
import { findRow } from '../support/tables';

// The retirement's whole chain with the keyboard alone (Tab, Shift+Tab, Enter,
// Space, arrows, typing; no mouse event): log in, transfer part of a position,
// retire part of what is left, land on the certificate, see it verified and
// download its PDF. Every stop is reached by the keyboard and shows its ring.

const p = (key: string, values: Record<string, string> = {}) =>
  text('es', 'positions', key, values);
const tr = (key: string, values: Record<string, string> = {}) =>
  text('es', 'transfers', key, values);
const r = (key: string, values: Record<string, string> = {}) =>
  text('es', 'retirements', key, values);
const ui = (key: string, values: Record<string, string> = {}) => text('es', 'ui', key, values);

/** Tabs to a control and checks that its focus ring shows. */
async function reach(page: Page, target: Locator, options?: { max?: number }): Promise<void> {
  await tabTo(page, target, options);
  await expectFocusOn(page, target);
}

/** The actions of a block's row, found among many rows with the keyboard alone. */
async function actionsOfRow(page: Page, serial: string): Promise<Locator> {
  const actions = page.getByRole('group', { name: p('actionsOf', { serial }) });
  return findRow(page, p('caption'), actions, { byKeyboard: true });
}

test('an owner logs in, transfers part of a position, retires part of the rest and downloads the certificate with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const block = await issueToOwner(30);
  const beneficiary = `Teclado Ñandú ${Date.now().toString(36)}`;

  // Log in: the email, the password, the captcha, Enter.
  await page.goto('/login');
  await waitForStillPage(page);
  const main = page.getByRole('main');
  const login = (key: string) => text('es', 'auth', `login.${key}`);
  await reach(page, main.getByLabel(login('email')));
  await page.keyboard.type('owner@demo.example');
  await page.keyboard.press('Tab');
  await expectFocusOn(page, main.getByLabel(login('password'), { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  // The captcha's checkbox is the next stop: Space solves it.
  const checkbox = page.locator('altcha-widget input[type="checkbox"]');
  await reach(page, checkbox, { max: 3 });
  await page.keyboard.press('Space');
  await expect(page.locator('altcha-widget .altcha')).toHaveAttribute('data-state', 'verified', {
    timeout: 30_000,
  });
  await reach(page, main.getByRole('button', { name: login('submit') }), { max: 4 });
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  await expectFocusOn(page, page.getByRole('heading', { level: 1 }));

  // The positions, through the header's menu: ArrowDown opens it on its first link.
  const lay = (key: string) => text('es', 'layout', key);
  const group = page.getByRole('button', { name: lay('nav.groups.positions') });
  await tabTo(page, group, { backwards: true, max: 40 });
  await expectFocusOn(page, group);
  await page.keyboard.press('ArrowDown');
  await expectFocusOn(page, page.getByRole('link', { name: lay('nav.items.myPositions') }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-positions$/);
  await expectFocusOn(page, page.getByRole('heading', { level: 1 }));

  // Transfer 10 t of the 30 to the trader, from the block's own row.
  const transfer = (await actionsOfRow(page, block.serial)).getByRole('button', {
    name: p('transfer'),
  });
  await reach(page, transfer, { max: 400 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/transfer-certification\//);
  await reach(page, page.getByLabel(tr('form.search')), { max: 20 });
  await page.keyboard.type('Mercado de Carbono');
  const company = page.getByRole('combobox', { name: tr('form.company') });
  await expect(company.locator('option').filter({ hasText: DEMO_COMPANIES.trader })).toHaveCount(1);
  await reach(page, company);
  await page.keyboard.type(DEMO_COMPANIES.trader.slice(0, 6));
  await expect(company.locator('option:checked')).toContainText(DEMO_COMPANIES.trader);
  const quantity = page.getByLabel(tr('form.quantity', { unit: 't', max: '30' }));
  await reach(page, quantity);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  const send = page
    .getByRole('region', { name: tr('summary.title') })
    .getByRole('button', { name: tr('summary.transfer') });
  await reach(page, send);
  await page.keyboard.press('Enter');
  const confirmTransfer = page.getByRole('dialog', { name: tr('confirm.title') });
  await expectFocusOn(page, confirmTransfer.getByRole('button', { name: ui('confirm.cancel') }));
  await reach(page, confirmTransfer.getByRole('button', { name: tr('summary.transfer') }), {
    max: 4,
  });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-positions$/);
  await expect(
    page.getByText(tr('done', { quantity: '10 t', company: DEMO_COMPANIES.trader })),
  ).toBeVisible();

  // What is left of the block (20 t) is a row of its own: its "Retirar" leads to the form.
  const rest = (await positionsOf('owner@demo.example')).find(
    (held) =>
      held.status === 'active' && held.serial.startsWith(`${block.head}-`) && !held.divisible,
  );
  if (!rest) throw new Error('the owner keeps no part of the transferred block');
  expect(rest.quantityKg).toBe(20_000);
  const retire = (await actionsOfRow(page, rest.serial)).getByRole('link', { name: r('retire') });
  await reach(page, retire, { max: 400 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/emit-certification\/\d+\/\d+\//);
  await expectFocusOn(page, page.getByRole('heading', { level: 1 }));

  // The form: 5 t for a named beneficiary, by document, a voluntary target, public.
  const tonnes = page.getByLabel(r('form.quantity', { unit: 't', max: '20' }));
  await reach(page, tonnes, { max: 30 });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('5');
  await reach(page, page.getByLabel(r('form.name')));
  await page.keyboard.type(beneficiary);
  const country = page.getByLabel(r('form.country'));
  await reach(page, country);
  await page.keyboard.type('Colombia');
  await expect(country.locator('option:checked')).toHaveText('Colombia');
  const documentType = page.getByLabel(r('form.documentType'), { exact: true });
  await expect(documentType.locator('option', { hasText: 'NIT' })).toHaveCount(1);
  await reach(page, documentType);
  await page.keyboard.type('NIT');
  await expect(documentType.locator('option:checked')).toContainText('NIT');
  await reach(page, page.getByLabel(r('form.documentNumber')));
  await page.keyboard.type('900123987');
  const purpose = page.getByLabel(r('form.purpose'));
  await reach(page, purpose);
  await page.keyboard.type(r('purposes.voluntary').slice(0, 4));
  await expect(purpose.locator('option:checked')).toHaveText(r('purposes.voluntary'));
  await reach(page, page.getByLabel(r('form.usingEntity')));
  await page.keyboard.type(beneficiary);
  // Public or private is a radio group: Space picks "Público".
  const isPublic = page.getByLabel(r('form.public'));
  await reach(page, isPublic);
  await page.keyboard.press('Space');
  await expect(isPublic).toBeChecked();
  await reach(page, page.getByLabel(r('form.publicNote')));
  await page.keyboard.type('Retiro hecho solo con el teclado.');
  await reach(page, page.getByRole('button', { name: r('form.continue') }));
  await page.keyboard.press('Enter');

  // The summary says it cannot be undone; the confirmation opens on Cancelar.
  await expect(page.getByText(r('summary.warning'))).toBeVisible();
  const retireNow = page.getByRole('button', { name: r('summary.retire') });
  await reach(page, retireNow, { max: 40 });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: r('confirm.title') });
  await expectFocusOn(page, confirm.getByRole('button', { name: ui('confirm.cancel') }));
  await reach(page, confirm.getByRole('button', { name: r('summary.retire') }), { max: 4 });
  await page.keyboard.press('Enter');

  // The certificate starts at its heading, verifies itself, and its PDF is one Enter away.
  await expect(page).toHaveURL(/\/emit-certification\/[\w-]{22}$/);
  await expectFocusOn(page, page.getByRole('heading', { level: 1 }));
  await expect(page.getByText(/^Verificado: incluido en la posición \d+ de \d+/)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(beneficiary).first()).toBeVisible();
  const pdf = page.getByRole('link', { name: text('es', 'certificates', 'downloadPdf') });
  await reach(page, pdf, { max: 60 });
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await (await download).path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  await expectFocusOn(page, pdf);
});
