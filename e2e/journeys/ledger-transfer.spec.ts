import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { DEMO_COMPANIES, exclusively, issueToOwner, pageAs } from '../support/ledger';
import { text } from '../support/locales';
import { waitForStillPage } from '../support/page-checks';
import { findRow } from '../support/tables';

const tr = (key: string, values: Record<string, string> = {}) =>
  text('es', 'transfers', key, values);
const p = (key: string, values: Record<string, string> = {}) =>
  text('es', 'positions', key, values);
const s = (key: string, values: Record<string, string> = {}) =>
  text('es', 'subAccounts', key, values);

/** The bell as a screen reader names it: "Notificaciones: 3 sin leer". */
const bell = (page: Page, count: number | string) =>
  page.getByRole('button', {
    name: text('es', 'layout', 'bell.label', { count: String(count) }),
    exact: true,
  });

/** The unread count the bell shows once the page is still (its count fetched). */
async function bellCount(page: Page): Promise<number> {
  await waitForStillPage(page);
  const label = text('es', 'layout', 'bell.label', { count: '#' }).split('#');
  const name = (await page.getByRole('button', { name: label[0] }).textContent()) ?? '';
  const count = /\d+/.exec(name)?.[0];
  if (count === undefined) throw new Error(`the bell tells no count: ${name}`);
  return Number(count);
}

/** The row of a block in /my-positions, found by its serial. */
const positionRow = (page: Page, serial: string) =>
  findRow(
    page,
    p('caption'),
    page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: serial, exact: true }) }),
  );

test('an owner transfers part of a block to a sub-account of the trader, who finds it there with one more notification', async ({
  page,
  browser,
  baseURL,
  login,
  navigate,
}) => {
  test.setTimeout(240_000);
  const block = await issueToOwner(100);
  const subAccount = `Reserva ${Date.now().toString(36)}`;

  // The trader opens a sub-account to receive the credits in.
  const trader = await pageAs(browser, baseURL, 'trader@demo.example');
  await trader.goto('/manage-sub-accounts');
  await trader.getByRole('button', { name: s('create.action') }).click();
  const create = trader.getByRole('dialog', { name: s('create.title') });
  await create.getByLabel(s('name.label')).fill(subAccount);
  await create.getByRole('button', { name: s('create.submit') }).click();
  await expect(trader.getByText(s('created', { name: subAccount }))).toBeVisible();
  await findRow(trader, s('caption'), trader.getByRole('row').filter({ hasText: subAccount }));
  await expectAccessible(trader);

  // Other journeys of this run may notify the trader too: the count is read and
  // compared while none of them transfers to it.
  await exclusively('trader-notifications', async () => {
    const unreadBefore = await bellCount(trader);

    await login('owner@demo.example');
    await navigate('/my-positions');
    const held = await positionRow(page, block.serial);
    await held.getByRole('button', { name: p('transfer') }).click();
    await expect(page).toHaveURL(/\/transfer-certification\/\d+\/\d+\/\d+/);
    await expect(page.getByText(block.serial)).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel(tr('form.search')).fill('Mercado de Carbono');
    const company = page.getByRole('combobox', { name: tr('form.company') });
    const option = company.locator('option').filter({ hasText: DEMO_COMPANIES.trader });
    await company.selectOption((await option.getAttribute('value')) ?? '');
    await page.getByLabel(tr('form.account')).selectOption({ label: subAccount });
    await page.getByLabel(tr('form.quantity', { unit: 't', max: '100' })).fill('40');
    await page.getByRole('button', { name: tr('form.continue') }).click();

    // The summary, then the irreversible confirmation.
    const summary = page.getByRole('region', { name: tr('summary.title') });
    const fact = (term: string) => summary.locator('dt', { hasText: term }).locator('+ dd');
    await expect(fact(tr('summary.quantity'))).toHaveText('40 t');
    await expect(fact(tr('summary.company'))).toHaveText(DEMO_COMPANIES.trader);
    await expect(fact(tr('summary.account'))).toHaveText(subAccount);
    await expect(fact(tr('summary.rest'))).toHaveText('60 t');
    await expectAccessible(page);
    await summary.getByRole('button', { name: tr('summary.transfer') }).click();
    const confirm = page.getByRole('dialog', { name: tr('confirm.title') });
    await expect(
      confirm.getByText(
        tr('confirm.consequence', { quantity: '40 t', company: DEMO_COMPANIES.trader }),
      ),
    ).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: tr('summary.transfer') }).click();

    // Back in its positions, the owner's block kept tonnes 41 to 100.
    await expect(page).toHaveURL(/\/my-positions$/);
    await expect(
      page.getByText(tr('done', { quantity: '40 t', company: DEMO_COMPANIES.trader })),
    ).toBeVisible();
    await expect(await positionRow(page, `${block.head}-41-100`)).toContainText('60 t');

    // The trader finds tonnes 1 to 40 in the sub-account, and the bell counts one more.
    await trader.goto('/my-positions');
    const received = await positionRow(trader, `${block.head}-1-40`);
    await expect(received).toContainText('40 t');
    await expect(received).toContainText(p('account.sub', { name: subAccount }));
    await expect(bell(trader, unreadBefore + 1)).toBeVisible();
    await expectAccessible(trader);

    // The bell names the sender and the credits, and leads to the movement received.
    await bell(trader, unreadBefore + 1).click();
    const notice = trader
      .getByTestId('notification-menu-item')
      .filter({ hasText: DEMO_COMPANIES.owner })
      .filter({ hasText: '40 t' })
      .first();
    await expect(notice).toBeVisible();
    await expectAccessible(trader);
    await notice.getByRole('link').click();
    await expect(trader).toHaveURL(/\/historical-transfer\?projectId=\d+&direction=received$/);
    const movement = await findRow(
      trader,
      tr('history.caption'),
      trader.getByRole('row').filter({ hasText: `${block.head}-1-40` }),
    );
    await expect(movement).toContainText(tr('history.directions.received'));
    await expect(bell(trader, unreadBefore)).toBeVisible();

    // Marking all read clears the bell's badge.
    await bell(trader, unreadBefore).click();
    await trader
      .locator('ul.notification-menu')
      .getByRole('button', { name: text('es', 'layout', 'notifications.markAllRead') })
      .click();
    await expect(bell(trader, 0)).toBeFocused();
    await expect(trader.getByTestId('notification-count')).toHaveCount(0);
  });
  await trader.context().close();
});
