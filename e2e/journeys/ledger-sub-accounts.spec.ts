import { expect, expectAccessible, test } from '../support/fixtures';
import { text } from '../support/locales';
import { findRow } from '../support/tables';

const s = (key: string, values: Record<string, string> = {}) =>
  text('es', 'subAccounts', key, values);

test('a company creates a sub-account, renames it and closes it while it is empty', async ({
  page,
  login,
  navigate,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const name = `Proyectos ${stamp}`;
  const renamed = `Compensación ${stamp}`;
  const row = (account: string) =>
    findRow(
      page,
      s('caption'),
      page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: account, exact: true }) }),
    );

  await login('generalaccount@demo.example');
  await navigate('/manage-sub-accounts');

  await page.getByRole('button', { name: s('create.action') }).click();
  const create = page.getByRole('dialog', { name: s('create.title') });
  await create.getByRole('button', { name: s('create.submit') }).click();
  await expect(create.getByText(s('name.invalid'))).toBeVisible();
  await expectAccessible(page);
  await create.getByLabel(s('name.label')).fill(name);
  await create.getByRole('button', { name: s('create.submit') }).click();
  await expect(page.getByText(s('created', { name }))).toBeVisible();
  await expect(await row(name)).toContainText(s('open'));
  await expect(await row(name)).toContainText('0 t');

  await (await row(name)).getByRole('button', { name: s('rename.action') }).click();
  const rename = page.getByRole('dialog', { name: s('rename.title', { name }) });
  await expect(rename.getByLabel(s('name.label'))).toHaveValue(name);
  await expectAccessible(page);
  await rename.getByLabel(s('name.label')).fill(renamed);
  await rename.getByRole('button', { name: s('rename.submit') }).click();
  await expect(page.getByText(s('renamed', { name: renamed }))).toBeVisible();
  await expect(await row(renamed)).toContainText(s('open'));
  await expect(page.getByRole('rowheader', { name, exact: true })).toHaveCount(0);

  await (await row(renamed)).getByRole('button', { name: s('close.action') }).click();
  const close = page.getByRole('dialog', { name: s('close.title', { name: renamed }) });
  await expect(close.getByText(s('close.consequence'))).toBeVisible();
  await expectAccessible(page);
  await close.getByRole('button', { name: s('close.confirm') }).click();
  await expect(page.getByText(s('closedDone', { name: renamed }))).toBeVisible();
  await expect(await row(renamed)).toContainText(s('closed'));
  await expect(await row(renamed)).toContainText(s('noAction'));
  await expectAccessible(page);
});
