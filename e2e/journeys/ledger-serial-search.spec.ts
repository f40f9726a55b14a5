import { expect, expectAccessible, test } from '../support/fixtures';
import { DEMO_COMPANIES, ISSUABLE_PROJECT, issueToOwner, transferTonnes } from '../support/ledger';
import { text } from '../support/locales';

const s = (key: string, values: Record<string, string> = {}) =>
  text('es', 'serialSearch', key, values);

test('a logged-out visitor searches a range of serials from the footer and reads each block with its history, but not who holds it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Journey data: 100 t issued to the owner, who sends tonnes 1 to 30 to the general account.
  const block = await issueToOwner(100);
  await transferTonnes('owner@demo.example', block.serialId, 30, 'generalaccount@demo.example');

  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: text('es', 'layout', 'footer.serialSearchLink') })
    .click();
  await expect(page).toHaveURL(/\/serial-search$/);
  await expectAccessible(page);

  // The issuance's whole range: the block that moved and the one that stayed.
  await page.getByRole('searchbox', { name: s('label') }).fill(block.serial);
  await page.getByRole('button', { name: s('submit') }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByText(s('found_other', { count: '2' }))).toBeVisible();

  const moved = page.getByRole('article', { name: `${block.head}-1-30` });
  const fact = (term: string) => moved.locator('dt', { hasText: term }).locator('+ dd');
  await expect(fact(s('fields.project'))).toContainText(ISSUABLE_PROJECT);
  await expect(fact(s('fields.quantity'))).toHaveText('30 t');
  await expect(fact(s('fields.status'))).toHaveText(s('status.active'));
  // Holdings are not public: the visitor reads that a company holds it, not which one.
  await expect(fact(s('fields.holder'))).toHaveText(s('holderHidden'));
  const history = moved.getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText(`${s('kinds.issue')}: 100 t`);
  await expect(history.nth(0)).toContainText(DEMO_COMPANIES.owner);
  await expect(history.nth(1)).toContainText(`${s('kinds.transfer')}: 30 t`);
  await expect(history.nth(1)).not.toContainText(DEMO_COMPANIES.owner);
  await expect(page.getByText(DEMO_COMPANIES.generalAccount)).toHaveCount(0);

  const kept = page.getByRole('article', { name: `${block.head}-31-100` });
  await expect(kept.locator('dt', { hasText: s('fields.quantity') }).locator('+ dd')).toHaveText(
    '70 t',
  );
  await expect(kept.locator('dt', { hasText: s('fields.holder') }).locator('+ dd')).toHaveText(
    s('holderHidden'),
  );
  await expect(kept.getByRole('listitem').first()).toContainText(`${s('kinds.issue')}: 100 t`);
  await expectAccessible(page);
});
