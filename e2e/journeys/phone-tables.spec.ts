import type { Page } from '@playwright/test';
import { claimsOf } from '../support/companies';
import { apiLogin, expect, test } from '../support/fixtures';
import { text } from '../support/locales';

const PHONE = { width: 390, height: 844 } as const;

/** Every cell of every table, the last column and the actions included, lies within the screen. */
async function expectTablesOnScreen(page: Page) {
  const cells = page.locator('table tbody td, table tbody th');
  await expect(cells.first()).toBeVisible();
  const count = await cells.count();
  for (let index = 0; index < count; index += 1) {
    const box = await cells.nth(index).boundingBox();
    if (!box) throw new Error(`cell ${index} is not rendered`);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `right edge of cell ${index}`).toBeLessThanOrEqual(PHONE.width);
  }
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
}

test.describe('tables on a 390 px phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test('the users of the company are cards with their switches and button on screen', async ({
    page,
    login,
    navigate,
  }) => {
    await login('owner@demo.example');
    await navigate('/users');
    await expect(
      page.getByRole('heading', { level: 1, name: text('es', 'routes', 'users') }),
    ).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectTablesOnScreen(page);
  });

  test('the read-only view of a connected company keeps every column on screen', async ({
    page,
    login,
    navigate,
  }) => {
    const developer = claimsOf((await apiLogin('developer@demo.example')).token);
    await login('owner@demo.example');
    await navigate(`/all-information/${developer.companyId}`);
    await expect(
      page.getByRole('tab', { name: text('es', 'companyView', 'tabs.generalInformation') }),
    ).toBeVisible();
    await expectTablesOnScreen(page);
  });
});
