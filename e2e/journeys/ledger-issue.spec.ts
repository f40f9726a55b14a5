import { expect, expectAccessible, test } from '../support/fixtures';
import { DEMO_COMPANIES, freshPeriod, ISSUABLE_PROJECT, pageAs } from '../support/ledger';
import { text } from '../support/locales';
import { findRow } from '../support/tables';

const c = (key: string, values: Record<string, string> = {}) =>
  text('es', 'creditManagement', key, values);
const p = (key: string, values: Record<string, string> = {}) =>
  text('es', 'positions', key, values);
const u = (key: string) => text('es', 'ui', key);

test('a certifier issues a period of a certified project, confirms the irreversible issuance, and the owner sees the new block', async ({
  page,
  browser,
  baseURL,
  login,
  navigate,
}) => {
  test.setTimeout(180_000);
  const { vintage, monitoringPeriod } = freshPeriod();

  await login('certifier@demo.example');
  await navigate('/credit-management');
  const project = page.getByLabel(c('project.label'));
  const option = project.locator('option').filter({ hasText: ISSUABLE_PROJECT });
  await project.selectOption((await option.getAttribute('value')) ?? '');
  await expect(page.getByRole('heading', { name: c('issue.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: DEMO_COMPANIES.owner })).toBeVisible();
  await expectAccessible(page);

  // 120 t with a 10 % buffer: 12 t to the buffer, 108 t to the owner.
  await page.getByLabel(c('issue.vintage')).fill(String(vintage));
  await page.getByLabel(c('issue.monitoringPeriod')).fill(String(monitoringPeriod));
  await page.getByLabel(c('issue.quantity')).fill('120');
  await page.getByLabel(c('issue.bufferShare')).fill('10');
  await page.getByRole('button', { name: c('issue.review') }).click();

  const dialog = page.getByRole('dialog', {
    name: c('issue.confirmTitle', { name: ISSUABLE_PROJECT }),
  });
  await expect(dialog).toBeVisible();
  const summary = (term: string) => dialog.locator('dt', { hasText: term }).locator('+ dd');
  await expect(summary(c('issue.vintage'))).toHaveText(String(vintage));
  await expect(summary(c('issue.monitoringPeriod'))).toHaveText(String(monitoringPeriod));
  await expect(summary(c('issue.total'))).toHaveText('120 t');
  await expect(summary(c('issue.toOwner', { owner: DEMO_COMPANIES.owner }))).toHaveText('108 t');
  await expect(summary(c('issue.toBuffer'))).toHaveText('12 t');
  await expect(dialog.getByText(u('confirm.irreversible'))).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: c('issue.confirm') }).click();
  await expect(dialog).toBeHidden();

  // The issuance is announced, and its owner's block (tonnes 13 to 120) is listed.
  await expect(page.getByRole('status').filter({ hasText: '108 t' })).toContainText('12 t');
  const serial = new RegExp(`-${vintage}-\\d+-13-120$`);
  const row = await findRow(
    page,
    c('blocks.caption'),
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: serial }) }),
  );
  await expect(row).toContainText(DEMO_COMPANIES.owner);
  await expect(row).toContainText('108 t');
  await expect(row).toContainText(c('status.active'));
  await expectAccessible(page);
  const issuedSerial = (await row.getByRole('rowheader').textContent())?.trim() ?? '';

  // The owner finds the block in its positions, in its main account.
  const owner = await pageAs(browser, baseURL, 'owner@demo.example');
  await owner.goto('/my-positions');
  const held = await findRow(
    owner,
    p('caption'),
    owner
      .getByRole('row')
      .filter({ has: owner.getByRole('rowheader', { name: issuedSerial, exact: true }) }),
  );
  await expect(held).toContainText(ISSUABLE_PROJECT);
  await expect(held).toContainText('108 t');
  await expect(held).toContainText(p('account.main'));
  await expect(held).toContainText(p('status.active'));
  await expectAccessible(owner);
  await owner.context().close();
});
